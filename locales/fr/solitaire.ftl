# solitaire: fr
