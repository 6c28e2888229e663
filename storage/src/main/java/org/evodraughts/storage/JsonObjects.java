package org.evodraughts.storage;

import org.bson.BsonDocument;
import org.bson.BsonInvalidOperationException;
import org.bson.json.JsonMode;
import org.bson.json.JsonParseException;
import org.bson.json.JsonWriterSettings;

/**
 * Converts between JSON object text and embedded BSON documents. Key order is kept, and a JSON
 * number with a fraction or exponent becomes a BSON double that is written back with
 * {@link Double#toString(double)}, the shortest text that parses to the same bits, so
 * text → document → text preserves every value exactly. (Whole numbers stay integers; the text
 * form may change, e.g. {@code 1e-5} comes back as {@code 1.0E-5}.)
 *
 * <p>Input is plain JSON: keys starting with {@code $} are read as MongoDB Extended JSON.
 */
final class JsonObjects {
    private static final JsonWriterSettings RELAXED = JsonWriterSettings.builder().outputMode(JsonMode.RELAXED).build();

    private JsonObjects() {
    }

    /** Parses a JSON object; IllegalArgumentException naming {@code what} if it is not one. */
    static BsonDocument parse(String json, String what) {
        if (json == null || json.isBlank()) {
            throw new IllegalArgumentException(what + " is empty; expected a JSON object");
        }
        try {
            return BsonDocument.parse(json);
        } catch (JsonParseException | BsonInvalidOperationException e) {
            throw new IllegalArgumentException(what + " is not a JSON object: " + e.getMessage(), e);
        }
    }

    /** The document as compact JSON text. */
    static String format(BsonDocument document) {
        return document.toJson(RELAXED);
    }

    /** The JSON text in the form this module returns it, so stored and returned text compare equal. */
    static String canonical(String json, String what) {
        return format(parse(json, what));
    }
}
