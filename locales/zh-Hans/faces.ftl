# 纸牌和麻将牌的名称（供读屏软件和提示信息使用）。

card-suit = { $suit ->
    [clubs] 梅花
    [diamonds] 方块
    [hearts] 红心
   *[spades] 黑桃
}
card-ace = { card-suit }A
card-jack = { card-suit }J
card-queen = { card-suit }Q
card-king = { card-suit }K
card-number = { card-suit }{ $rank }

tile-suit = { $suit ->
    [characters] 万子
    [dots] 筒子
    [bamboo] 条子
    [honours] 字牌
   *[bonus] 花牌
}
tile-characters = { $rank }万
tile-dots = { $rank }筒
tile-bamboo = { $rank }条
tile-honour = { $rank ->
    [1] 东风
    [2] 南风
    [3] 西风
    [4] 北风
    [5] 白板
    [6] 发财
   *[7] 红中
}
tile-bonus = { $rank ->
    [1] 梅
    [2] 兰
    [3] 菊
    [4] 竹
    [5] 春
    [6] 夏
    [7] 秋
   *[8] 冬
}

back-lattice = 格纹
back-rosette = 玫瑰花饰
back-tartan = 苏格兰格
back-custom = 我的图片

gem-name = { $kind ->
    [0] 红宝石
    [1] 橙色琥珀
    [2] 黄玉星
    [3] 绿宝石
    [4] 蓝宝石
    [5] 紫水晶
   *[6] 白珍珠
}
