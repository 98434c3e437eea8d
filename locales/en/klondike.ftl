# klondike: en
