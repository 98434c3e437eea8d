# solitaire: es
