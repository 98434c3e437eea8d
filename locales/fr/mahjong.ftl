# mahjong: fr
