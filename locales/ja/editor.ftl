# editor: ja
