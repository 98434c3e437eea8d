# match3: zh-Hant
