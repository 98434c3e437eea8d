# solitaire: ja
