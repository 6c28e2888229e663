package org.evodraughts.web;

/**
 * A request the server refuses, answered as {@code {"error": message, "field": field}} with a
 * 4xx status. Never carries a stack trace to the client.
 */
final class ApiException extends RuntimeException {
    private final int status;
    private final String field;

    ApiException(int status, String field, String message) {
        super(message, null, false, false);
        if (status < 400 || status > 499) {
            throw new IllegalArgumentException("an API error is a 4xx status, got " + status);
        }
        this.status = status;
        this.field = field;
    }

    static ApiException badRequest(String field, String message) {
        return new ApiException(400, field, message);
    }

    static ApiException notFound(String field, String message) {
        return new ApiException(404, field, message);
    }

    static ApiException conflict(String message) {
        return new ApiException(409, null, message);
    }

    int status() {
        return status;
    }

    /** The request field at fault (a JSON body key or a path parameter), or null. */
    String field() {
        return field;
    }
}
