# editor: en
