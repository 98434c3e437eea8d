# solitaire: zh-Hans
