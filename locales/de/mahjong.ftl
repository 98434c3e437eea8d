# mahjong: de
