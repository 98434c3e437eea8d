# match3: ja
