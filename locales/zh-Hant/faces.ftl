# 撲克牌與麻將牌的名稱（供螢幕閱讀器與訊息使用）。

card-suit = { $suit ->
    [clubs] 梅花
    [diamonds] 方塊
    [hearts] 紅心
   *[spades] 黑桃
}
card-ace = { card-suit }A
card-jack = { card-suit }J
card-queen = { card-suit }Q
card-king = { card-suit }K
card-number = { card-suit }{ $rank }

tile-suit = { $suit ->
    [characters] 萬子
    [dots] 筒子
    [bamboo] 索子
    [honours] 字牌
   *[bonus] 花牌
}
tile-characters = { $rank }萬
tile-dots = { $rank }筒
tile-bamboo = { $rank }索
tile-honour = { $rank ->
    [1] 東風
    [2] 南風
    [3] 西風
    [4] 北風
    [5] 白板
    [6] 發財
   *[7] 紅中
}
tile-bonus = { $rank ->
    [1] 梅
    [2] 蘭
    [3] 菊
    [4] 竹
    [5] 春
    [6] 夏
    [7] 秋
   *[8] 冬
}

back-lattice = 格紋
back-rosette = 玫瑰花飾
back-tartan = 蘇格蘭格
back-custom = 我的圖片

gem-name = { $kind ->
    [0] 紅寶石
    [1] 橙色琥珀
    [2] 黃玉星
    [3] 綠寶石
    [4] 藍寶石
    [5] 紫水晶
   *[6] 白珍珠
}
