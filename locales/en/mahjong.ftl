# mahjong: en
