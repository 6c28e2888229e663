package org.evodraughts.network;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonLocation;
import org.evodraughts.files.Printable;

/**
 * Jackson's parse errors in plain words: {@code " at line 12, column 227: Unexpected end-of-input:
 * expected close marker for Array (opened at line 12, column 9)"}, without the parser's
 * {@code [Source: REDACTED (StreamReadFeature…)]} notes, its limits' names
 * ({@code from `StreamReadConstraints.getMaxNestingDepth()`}), its features' names
 * ({@code enable `JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS`}) or the classes it could not make.
 * Stateless.
 */
public final class JsonErrors {
    private JsonErrors() {}

    /** Where and why, starting with a space or a colon, to follow "X is not valid JSON". */
    public static String describe(JacksonException e) {
        JsonLocation at = e.getLocation();
        String where = at == null || at.getLineNr() < 1 ? "" : " at line " + at.getLineNr() + ", column " + at.getColumnNr();
        String why = String.valueOf(e.getOriginalMessage())
                .replaceAll("\\[Source: [^;\\]]*(?:\\([^)]*\\))?[^;\\]]*; line: (\\d+), column: (\\d+)\\]", "line $1, column $2")
                .replace("start marker at line", "opened at line")
                .replaceAll(", from `[^`]*`\\)", ")")
                // "Non-standard token 'NaN': enable `JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS` to allow"
                .replaceAll("Non-standard token '([^']*)'(: enable `[^`]*` to allow)?", "'$1' is not a number JSON has")
                // A value a record refused: "Cannot construct instance of `a.b.C`, problem: why"
                .replaceAll("Cannot construct instance of `[^`]*`, problem: ", "")
                .lines().findFirst().orElse("");
        return where + ": " + Printable.of(why);
    }
}
