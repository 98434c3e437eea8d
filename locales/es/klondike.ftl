# klondike: es
