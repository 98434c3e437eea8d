# match3: de
