# shisen: ja
