# editor: es
