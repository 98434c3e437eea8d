# klondike: zh-Hans
