# solitaire: de
