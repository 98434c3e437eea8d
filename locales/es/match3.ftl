# match3: es
