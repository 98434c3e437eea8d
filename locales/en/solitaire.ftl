# solitaire: en
