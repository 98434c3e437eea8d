# mahjong: ja
