package org.evodraughts.storage.records;

import org.bson.BsonArray;
import org.bson.BsonDocument;
import org.bson.BsonDouble;
import org.bson.BsonValue;
import org.bson.json.JsonMode;
import org.bson.json.JsonWriterSettings;

/**
 * Converts between JSON object text and embedded BSON documents. Key order is kept, and a JSON
 * number with a fraction or exponent becomes a BSON double that is written back with
 * {@link Double#toString(double)}, the shortest text that parses to the same bits, so
 * text → document → text preserves every value exactly. (Whole numbers stay integers; the text
 * form may change, e.g. {@code 1e-5} comes back as {@code 1.0E-5}.)
 *
 * <p>Input is plain JSON: keys starting with {@code $} are read as MongoDB Extended JSON. Text
 * after the object, and numbers no double can hold, are rejected (the BSON reader would ignore
 * the one and make the other infinite), and so is nesting deeper than {@value #MAX_NESTING} levels
 * (the reader descends by recursion, and would overflow the stack).
 */
public final class JsonObjects {
    private static final JsonWriterSettings RELAXED = JsonWriterSettings.builder().outputMode(JsonMode.RELAXED).build();

    /** The deepest nesting of objects and arrays {@link #parse} takes; every document stored is a few levels deep. */
    public static final int MAX_NESTING = 100;

    private JsonObjects() {
    }

    /** Parses a JSON object; IllegalArgumentException naming {@code what} if it is not one. */
    public static BsonDocument parse(String json, String what) {
        if (json == null || json.isBlank()) {
            throw new IllegalArgumentException(what + " is empty; expected a JSON object");
        }
        Brackets brackets = Brackets.of(json);
        if (brackets.deepest() > MAX_NESTING) {
            // The BSON reader descends by recursion: a file of 3,000 brackets ended runs list in a StackOverflowError.
            throw new IllegalArgumentException(what + " is nested more than " + MAX_NESTING + " levels deep; it cannot be one");
        }
        BsonDocument document;
        try {
            document = BsonDocument.parse(json);
        } catch (RuntimeException e) {
            // JsonParseException, BsonInvalidOperationException, NumberFormatException (an
            // integer beyond 64 bits): all mean the text is not a JSON object we can store.
            throw new IllegalArgumentException(what + " is not a JSON object: " + e.getMessage(), e);
        }
        // The BSON reader stops at the object's closing brace and ignores what follows.
        String rest = json.substring(brackets.endOfFirstValue()).strip();
        if (!rest.isEmpty()) {
            throw new IllegalArgumentException(what + " has text after the JSON object: "
                    + (rest.length() > 40 ? rest.substring(0, 40) + "…" : rest));
        }
        checkFinite(document, what);
        return document;
    }

    /** Rejects numbers too large for a double (the reader makes them infinite) and NaN literals. */
    private static void checkFinite(BsonValue value, String what) {
        switch (value) {
            case BsonDouble number when !Double.isFinite(number.getValue()) ->
                    throw new IllegalArgumentException(what + " holds a number that is not a finite double: " + number.getValue());
            case BsonDocument document -> document.values().forEach(child -> checkFinite(child, what));
            case BsonArray array -> array.forEach(child -> checkFinite(child, what));
            default -> {
            }
        }
    }

    /**
     * What one pass over {@code json}'s brackets finds, brackets inside strings not counted: how
     * deep objects and arrays nest, and the index just after the first complete value (object or
     * array), or the text's length if none closes.
     */
    private record Brackets(int deepest, int endOfFirstValue) {
        static Brackets of(String json) {
            int depth = 0, deepest = 0, end = -1;
            char quote = 0;
            for (int i = 0; i < json.length(); i++) {
                char c = json.charAt(i);
                if (quote != 0) {
                    if (c == '\\') {
                        i++;
                    } else if (c == quote) {
                        quote = 0;
                    }
                } else if (c == '"' || c == '\'') {
                    quote = c;
                } else if (c == '{' || c == '[') {
                    deepest = Math.max(deepest, ++depth);
                } else if ((c == '}' || c == ']') && --depth == 0 && end < 0) {
                    end = i + 1;
                }
            }
            return new Brackets(deepest, end < 0 ? json.length() : end);
        }
    }

    /** The document as compact JSON text. */
    public static String format(BsonDocument document) {
        return document.toJson(RELAXED);
    }

    /** The JSON text in the form this module returns it, so stored and returned text compare equal. */
    static String canonical(String json, String what) {
        return format(parse(json, what));
    }
}
