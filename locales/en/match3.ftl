# match3: en
