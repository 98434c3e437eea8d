# mahjong: zh-Hant
