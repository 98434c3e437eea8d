# editor: fr
