# klondike: fr
