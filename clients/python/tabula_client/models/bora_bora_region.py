from enum import StrEnum


class BoraBoraRegion(StrEnum):
    C_NE = "C_NE"
    C_NW = "C_NW"
    C_SE = "C_SE"
    C_SW = "C_SW"
    E_N = "E_N"
    E_S = "E_S"
    N_E = "N_E"
    N_W = "N_W"
    S_E = "S_E"
    S_W = "S_W"
    W_N = "W_N"
    W_S = "W_S"

    def __str__(self) -> str:
        return str(self.value)
