# klondike: zh-Hant
