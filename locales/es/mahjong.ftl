# mahjong: es
