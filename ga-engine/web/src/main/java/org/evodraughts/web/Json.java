package org.evodraughts.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.util.LinkedHashMap;
import java.util.Map;
import org.evodraughts.network.JsonErrors;

/** The one JSON mapper of the web API, and small helpers around it. Thread-safe. */
final class Json {
    static final ObjectMapper MAPPER = new ObjectMapper().disable(SerializationFeature.FAIL_ON_EMPTY_BEANS);

    private Json() {}

    static String write(Object value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write JSON: " + e.getOriginalMessage(), e);
        }
    }

    /** Reads a request body that must be a JSON object. */
    static JsonNode object(String body) {
        JsonNode node;
        try {
            node = MAPPER.readTree(body == null ? "" : body);
        } catch (JsonProcessingException e) {
            throw ApiException.badRequest("body", "the request body is not JSON" + JsonErrors.describe(e));
        }
        if (node == null || !node.isObject()) {
            throw ApiException.badRequest("body", "the request body must be a JSON object");
        }
        return node;
    }

    /** A text field of a request object, or {@code fallback} when absent or null. */
    static String text(JsonNode object, String field, String fallback) {
        JsonNode value = object.get(field);
        if (value == null || value.isNull()) {
            return fallback;
        }
        if (!value.isTextual() && !value.isNumber()) {
            throw ApiException.badRequest(field, "'" + field + "' must be a string");
        }
        return value.asText();
    }

    /** The error body: {@code {"error": message, "field": field}}. */
    static String error(String message, String field) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("error", message);
        body.put("field", field);
        return write(body);
    }
}
