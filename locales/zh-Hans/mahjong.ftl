# mahjong: zh-Hans
