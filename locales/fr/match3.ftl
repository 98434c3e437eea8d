# match3: fr
