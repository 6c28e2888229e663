package org.evodraughts.web;

import io.javalin.http.Context;
import io.javalin.http.Cookie;
import io.javalin.http.HttpStatus;
import io.javalin.http.SameSite;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Collections;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * Who may use the server, checked before every request (pages, scripts and API alike), as
 * Jupyter does it. Without this any web page the person visits could start searches with a
 * cross-site form, a DNS-rebinding page could read every run, and any local user could read
 * runs the person's file modes keep private.
 *
 * <ul>
 *   <li><b>Host</b>: the request must name this server: {@code localhost}, a loopback address,
 *       the {@code --host} address or this machine's name, with the server's port (any IP
 *       address too when listening on every interface). A rebinding page's Host is its own
 *       domain name: 403.</li>
 *   <li><b>Origin</b>: when sent, it must be this server's own origin: 403 otherwise.</li>
 *   <li><b>Token</b>: a random token, printed in the address {@code serve} shows
 *       ({@code ?token=…}). A browser that opens that address gets a session cookie
 *       ({@code HttpOnly}, {@code SameSite=Strict}, named after the port) and is sent to the
 *       address without the token; scripts may send {@code Authorization: token …}. No token
 *       or cookie: 401; a wrong token: 403. One file needs no token: the stylesheet, which the
 *       refusal's own page uses ({@link #OPEN}).</li>
 *   <li><b>JSON only</b>: a request that changes something (POST, PUT, PATCH, DELETE) must say
 *       {@code Content-Type: application/json}, which no cross-site form or simple request can
 *       send: 415 otherwise.</li>
 * </ul>
 * Thread-safe.
 */
final class Access {
    /** The most browser sessions remembered; the oldest is forgotten first (that browser opens the address again). */
    private static final int MAX_SESSIONS = 1000;
    private static final Set<String> CHANGING = Set.of("POST", "PUT", "PATCH", "DELETE");
    /**
     * What is served without the token: the stylesheet of the 401 page ({@link ErrorAnswer}),
     * which was refused too and left that page unstyled. It holds no data; nothing else is open.
     */
    static final Set<String> OPEN = Set.of("/css/style.css");

    private final String token;
    private final Set<String> names;
    private final boolean anyAddress;
    private final SecureRandom random = new SecureRandom();
    private final Map<String, Boolean> sessions = Collections.synchronizedMap(new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Boolean> eldest) {
            return size() > MAX_SESSIONS;
        }
    });
    private volatile int port = -1;

    /** Access to a server listening on {@code host}, with a new random token. */
    Access(String host) {
        this.token = randomHex(24);
        String bound = host.strip().toLowerCase(Locale.ROOT);
        Set<String> known = new TreeSet<>(List.of("localhost", "127.0.0.1", "[::1]", bracketed(bound)));
        try {
            known.add(InetAddress.getLocalHost().getHostName().toLowerCase(Locale.ROOT));
        } catch (UnknownHostException e) {
            // no name for this machine: the addresses still work
        }
        this.names = Set.copyOf(known);
        this.anyAddress = bound.equals("0.0.0.0") || bound.equals("::") || bound.equals("[::]");
    }

    /** The token the printed address carries. */
    String token() {
        return token;
    }

    /** Called once the server listens, with the port it got. */
    void listening(int port) {
        this.port = port;
    }

    /** The client a request comes from, for fair shares: its browser session, or its address for a script. */
    String client(Context ctx) {
        String session = ctx.cookie(cookieName());
        return session != null && sessions.containsKey(session) ? "session " + session : "address " + ctx.ip();
    }

    /** Refuses the request (an {@link ApiException}) unless it passes every check; may answer a redirect itself. */
    void check(Context ctx) {
        checkHost(ctx.header("Host"));
        String origin = ctx.header("Origin");
        if (origin != null && !origin.equalsIgnoreCase("http://" + ctx.header("Host"))) {
            throw new ApiException(403, null, "a request from another site (Origin " + Printing.quote(origin)
                    + ") is refused: only this server's own pages may call it");
        }
        String given = ctx.queryParam("token");
        if (given == null && OPEN.contains(ctx.path()) && Set.of("GET", "HEAD").contains(ctx.method().name())) {
            return;
        }
        if (given != null) {
            if (!matches(given)) {
                throw new ApiException(403, null, "wrong token: open the address evodraughts serve printed");
            }
            if (ctx.method().name().equals("GET") && !ctx.path().startsWith("/api/")) {
                // A page opened with the token: a session for this browser, and the page again
                // without the token, so the address bar, history and bookmarks do not keep it.
                // (A script's API call with ?token= gets no session, so polling never crowds
                // the browsers' sessions out.)
                String session = randomHex(16);
                sessions.put(session, Boolean.TRUE);
                Cookie cookie = new Cookie(cookieName(), session);
                cookie.setHttpOnly(true);
                cookie.setSameSite(SameSite.STRICT);
                cookie.setPath("/");
                ctx.cookie(cookie);
                ctx.redirect(withoutToken(ctx.path(), ctx.queryString()), HttpStatus.SEE_OTHER);
                ctx.skipRemainingHandlers();
                return;
            }
        } else if (!signedIn(ctx)) {
            throw new ApiException(401, null, "no token: open the address evodraughts serve printed (it ends in ?token=…), "
                    + "or send the header Authorization: token …");
        }
        if (CHANGING.contains(ctx.method().name()) && !isJson(ctx.header("Content-Type"))) {
            throw new ApiException(415, "body", "a request that changes something must be sent as application/json, got "
                    + (ctx.header("Content-Type") == null ? "no Content-Type" : "'" + Printing.quote(ctx.header("Content-Type")) + "'"));
        }
    }

    /** The page's path and query without its token; never a protocol-relative {@code //other.site}. */
    static String withoutToken(String path, String query) {
        String rest = query == null ? "" : Arrays.stream(query.split("&")).filter(p -> !p.startsWith("token="))
                .collect(Collectors.joining("&"));
        return (path.startsWith("//") ? "/" : path) + (rest.isEmpty() ? "" : "?" + rest);
    }

    private boolean signedIn(Context ctx) {
        String session = ctx.cookie(cookieName());
        if (session != null && sessions.containsKey(session)) {
            return true;
        }
        String authorization = ctx.header("Authorization");
        if (authorization != null && authorization.regionMatches(true, 0, "token ", 0, 6)) {
            if (!matches(authorization.substring(6).strip())) {
                throw new ApiException(403, null, "wrong token in the Authorization header");
            }
            return true;
        }
        return false;
    }

    /** Only this server's names, with its port; a DNS-rebinding page's Host is its own domain. */
    private void checkHost(String header) {
        String host = header == null ? "" : header.strip().toLowerCase(Locale.ROOT);
        int colon = host.lastIndexOf(':');
        String name = host;
        String portText = "80";
        if (colon > host.lastIndexOf(']')) {
            name = host.substring(0, colon);
            portText = host.substring(colon + 1);
        }
        boolean known = names.contains(name) || anyAddress && isAddress(name);
        if (!known || !portText.equals(String.valueOf(port))) {
            throw new ApiException(403, null, "Host " + (header == null ? "missing" : "'" + Printing.quote(header) + "'")
                    + " is not this server's address: open http://localhost:" + port + "/ or the address serve printed");
        }
    }

    private static boolean isAddress(String name) {
        try {
            InetAddress.ofLiteral(name.startsWith("[") && name.endsWith("]") ? name.substring(1, name.length() - 1) : name);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    private static boolean isJson(String contentType) {
        return contentType != null && contentType.strip().toLowerCase(Locale.ROOT).matches("application/json\\s*(;.*)?");
    }

    private boolean matches(String given) {
        return MessageDigest.isEqual(given.getBytes(StandardCharsets.UTF_8), token.getBytes(StandardCharsets.UTF_8));
    }

    /** Cookies ignore ports: two servers on one machine keep a cookie each. */
    private String cookieName() {
        return "evodraughts-" + port;
    }

    private static String bracketed(String host) {
        return host.contains(":") && !host.startsWith("[") ? "[" + host + "]" : host;
    }

    private String randomHex(int bytes) {
        byte[] value = new byte[bytes];
        random.nextBytes(value);
        return HexFormat.of().formatHex(value);
    }
}
