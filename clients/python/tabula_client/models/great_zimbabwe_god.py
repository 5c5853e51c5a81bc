from enum import StrEnum


class GreatZimbabweGod(StrEnum):
    ANANSI = "anansi"
    ATETE = "atete"
    DZIVA = "dziva"
    ELEGUA = "elegua"
    ENGAI = "engai"
    ESHU = "eshu"
    GU = "gu"
    OBATALA = "obatala"
    QAMATA = "qamata"
    SHADIPINYI = "shadipinyi"
    TSUI_GOAB = "tsui_goab"
    XANGO = "xango"

    def __str__(self) -> str:
        return str(self.value)
