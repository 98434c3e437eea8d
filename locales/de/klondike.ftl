# klondike: de
