package org.evodraughts.storage;

/** How a stored game ended, stored as its PDN result token. */
public enum GameResult {
    BLACK_WIN("1-0"),
    WHITE_WIN("0-1"),
    DRAW("1/2-1/2");

    private final String pdn;

    GameResult(String pdn) {
        this.pdn = pdn;
    }

    /** The PDN result token: {@code 1-0}, {@code 0-1} or {@code 1/2-1/2}. */
    public String pdn() {
        return pdn;
    }

    /** The result with the given PDN token; IllegalArgumentException naming it if unknown. */
    public static GameResult fromPdn(String token) {
        for (GameResult result : values()) {
            if (result.pdn.equals(token)) {
                return result;
            }
        }
        throw new IllegalArgumentException("unknown game result '" + token + "' (expected 1-0, 0-1 or 1/2-1/2)");
    }
}
