# カードと牌の名前（スクリーンリーダーとメッセージ用）。

card-suit = { $suit ->
    [clubs] クラブ
    [diamonds] ダイヤ
    [hearts] ハート
   *[spades] スペード
}
card-ace = { card-suit }のエース
card-jack = { card-suit }のジャック
card-queen = { card-suit }のクイーン
card-king = { card-suit }のキング
card-number = { card-suit }の{ $rank }

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
    [1] 東
    [2] 南
    [3] 西
    [4] 北
    [5] 白
    [6] 發
   *[7] 中
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

back-lattice = 格子
back-rosette = ロゼット
back-tartan = タータン
back-custom = マイ画像

gem-name = { $kind ->
    [0] 赤いルビー
    [1] オレンジの琥珀
    [2] 黄色いトパーズの星
    [3] 緑のエメラルド
    [4] 青いサファイア
    [5] 紫のアメジスト
   *[6] 白い真珠
}
