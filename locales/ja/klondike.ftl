# klondike: ja
