# editor: de
