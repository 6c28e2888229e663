package org.evodraughts.web;

import java.nio.ByteBuffer;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/**
 * The answers to requests Jetty refuses before Javalin sees them (a malformed percent-escape
 * such as {@code %zz}, a NUL, an ambiguous {@code %2e%2e} in the path, headers too large) as the
 * API's JSON errors, where Jetty wrote an HTML page naming itself. Such a request has lost its
 * path (Jetty names it {@code /badMessage}), so it cannot be told whether it was for a page; a
 * browser never sends one from a link, so the answer is for the script that did. No stack
 * trace, no server version.
 */
final class JettyErrors extends ErrorHandler {
    @Override
    protected void generateResponse(Request request, Response response, int code, String message, Throwable cause,
                                    Callback callback) {
        String reason = message != null ? message : cause != null ? cause.getMessage() : null;
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, ErrorAnswer.JSON);
        response.getHeaders().put("X-Content-Type-Options", "nosniff");
        response.write(true, ByteBuffer.wrap(answer(code, reason).bytes()), callback);
    }

    /** A request too malformed to be read at all (a request line or headers too long). */
    @Override
    public ByteBuffer badMessageError(int status, String reason, HttpFields.Mutable fields) {
        fields.put(HttpHeader.CONTENT_TYPE, ErrorAnswer.JSON);
        return ByteBuffer.wrap(answer(status, reason).bytes());
    }

    private static ErrorAnswer answer(int status, String reason) {
        String text = Printing.quote(reason == null || reason.isBlank() ? HttpStatus.getMessage(status) : reason);
        boolean malformed = status == HttpStatus.BAD_REQUEST_400;
        return ErrorAnswer.of(true, status, malformed ? "malformed request (" + text + "): a path with a bad %-escape, "
                + "a NUL or an encoded '.', '..' or '/' segment is refused" : text, malformed ? "path" : null);
    }
}
