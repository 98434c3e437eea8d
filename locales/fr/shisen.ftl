# shisen: fr
