package org.evodraughts.web;

import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import io.javalin.http.staticfiles.Location;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import org.evodraughts.runs.RunLocator;
import org.evodraughts.checkers.notation.Pdn;
import org.evodraughts.checkers.notation.PdnGame;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The HTTP server of {@code evodraughts serve} (Javalin on Jetty): the pages and their scripts
 * from the jar ({@code /web} on the class path, Chart.js from its WebJar), and the JSON API
 * that docs/web.md documents. Every refused API request gets a 4xx and {@code {"error", "field"}},
 * a page a small HTML page ({@link ErrorAnswer}, Jetty's own refusals too: {@link JettyErrors});
 * nothing returns a stack trace. Start with {@link #start}, stop with {@link #close}.
 */
public final class WebServer implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(WebServer.class);
    /** The largest request body: a network file is about 100 KB, a long PDN file a few hundred. */
    public static final int MAX_BODY_BYTES = 2 * 1024 * 1024;
    /**
     * How long a request's body may take to arrive, from the request's start: the largest body
     * at 200 KiB/s; one later is answered 408 ({@link RequestBodies}).
     */
    public static final Duration BODY_DEADLINE = Duration.ofSeconds(10);
    private static final String JSON = "application/json";
    /** The most games, and positions over all games, one PDN import answers (about 6 MB of JSON at most). */
    static final int MAX_PDN_GAMES = 1000, MAX_PDN_POSITIONS = 20_000;

    private final Javalin app;
    private final FairSearchPool searches;
    private final RunEvents events;
    private final PlayGames games;
    private final Access access;
    private final RequestBodies bodies;
    private final Thread warming;

    /**
     * How to serve.
     *
     * @param locator       where runs are read
     * @param networks      the directory of network files offered as opponents, if any
     * @param host          the address to listen on
     * @param port          the port, 0 for any free one
     * @param gameLimit     the most games in play at once
     * @param expiry        how long a game may go without a request before it is dropped
     * @param poll          how often watched runs' files are looked at for live updates
     * @param searchThreads the threads that search the opponents' replies, shared by all games
     */
    public record Settings(RunLocator locator, Optional<Path> networks, String host, int port, int gameLimit,
                           Duration expiry, Duration poll, int searchThreads) {
        public Settings {
            if (locator == null || networks == null || host == null || host.isBlank() || expiry == null || poll == null) {
                throw new IllegalArgumentException("serve needs a run locator, a host, an expiry and a poll interval");
            }
            if (port < 0 || port > 65535) {
                throw new IllegalArgumentException("--port must be 0–65535, got " + port);
            }
            if (gameLimit < 1) {
                throw new IllegalArgumentException("the game limit must be at least 1, got " + gameLimit);
            }
            if (searchThreads < 1) {
                throw new IllegalArgumentException("serve needs at least 1 search thread, got " + searchThreads);
            }
        }

        /** At most 100 games, each dropped after 30 minutes idle; runs looked at every second; two search threads. */
        public static Settings of(RunLocator locator, String host, int port) {
            return new Settings(locator, Optional.empty(), host, port, 100, Duration.ofMinutes(30), Duration.ofSeconds(1), 2);
        }

        /** These settings offering the network files of {@code directory} as opponents. */
        public Settings withNetworks(Path directory) {
            return new Settings(locator, Optional.of(directory), host, port, gameLimit, expiry, poll, searchThreads);
        }
    }

    private WebServer(Settings settings) {
        // Strictly read-only, whatever locator is given: serve never changes a run.
        RunsApi runs = new RunsApi(settings.locator().readOnly());
        // The runs list's first request finds the runs already read (RunsApi.warm).
        this.warming = Thread.ofPlatform().name("runs-list-warm").daemon().start(runs::warm);
        // A few search threads: replies never run on an HTTP thread, and a busy machine stays usable.
        this.searches = new FairSearchPool(settings.searchThreads());
        NetworkFiles networks = new NetworkFiles(settings.networks());
        this.games = new PlayGames(runs, networks, searches, settings.gameLimit(), settings.expiry(), Clock.systemUTC());
        this.events = new RunEvents(runs, settings.poll());
        this.access = new Access(settings.host());
        this.bodies = new RequestBodies(BODY_DEADLINE);
        this.app = Javalin.create(config -> {
            config.startup.showJavalinBanner = false;
            config.startup.showOldJavalinVersionWarning = false;
            config.http.maxRequestSize = MAX_BODY_BYTES;
            config.jetty.modifyServer(server -> server.setErrorHandler(new JettyErrors()));
            // The uploads in flight are capped; the rest of the server never waits on them.
            config.jetty.modifyServletContextHandler(context -> context.insertHandler(RequestBodies.cap()));
            config.staticFiles.add(files -> {
                files.hostedPath = "/";
                files.directory = "/web";
                files.location = Location.CLASSPATH;
            });
            var routes = config.routes;
            routes.before(ctx -> {
                securityHeaders(ctx);
                access.check(ctx);
            });
            routes.before("/api/*", ctx -> {
                ctx.header("Cache-Control", "no-store");
                if (ctx.contentLength() > MAX_BODY_BYTES) {
                    throw new ApiException(413, "body", "the upload is " + ctx.contentLength() / 1024 + " KiB; the limit is "
                            + MAX_BODY_BYTES / 1024 / 1024 + " MiB");
                }
                bodies.read(ctx);
            });
            routes.get("/vendor/chart.umd.js", WebServer::chartJs);

            routes.get("/api/runs", ctx -> json(ctx, runs.runs()));
            routes.get("/api/runs/{run}", ctx -> json(ctx, runs.run(ctx.pathParam("run"))));
            routes.get("/api/runs/{run}/population", ctx -> json(ctx, runs.population(ctx.pathParam("run"))));
            routes.get("/api/runs/{run}/ladder", ctx -> json(ctx, runs.ladder(ctx.pathParam("run"))));
            routes.sse("/api/runs/{run}/events", client -> events.watch(client, client.ctx().pathParam("run")));
            routes.get("/api/runs/{run}/champions/{generation}", ctx -> json(ctx,
                    runs.champion(ctx.pathParam("run"), ctx.pathParam("generation"))));
            routes.get("/api/runs/{run}/champions/{generation}/games.pdn", ctx -> download(ctx,
                    runs.gamesPdn(ctx.pathParam("run"), ctx.pathParam("generation")),
                    ctx.pathParam("run") + "-gen-" + RunsApi.checkGeneration(ctx.pathParam("generation")) + ".pdn"));
            routes.get("/api/runs/{run}/champions/{generation}/games/{game}", ctx -> json(ctx,
                    runs.game(ctx.pathParam("run"), ctx.pathParam("generation"), ctx.pathParam("game"))));

            routes.post("/api/play", ctx -> {
                PlayGame game = games.create(Json.object(ctx.body()), access.client(ctx));
                ctx.status(201);
                json(ctx, game.state());
            });
            routes.get("/api/networks", ctx -> json(ctx, networks.list()));

            routes.get("/api/play/{game}", ctx -> json(ctx, games.get(ctx.pathParam("game")).state()));
            routes.delete("/api/play/{game}", ctx -> {
                games.end(ctx.pathParam("game"));
                ctx.status(204);
            });
            routes.post("/api/play/{game}/move", ctx -> json(ctx,
                    games.get(ctx.pathParam("game")).move(Json.text(Json.object(ctx.body()), "move", null))));
            routes.post("/api/play/{game}/undo", ctx -> json(ctx, games.get(ctx.pathParam("game")).undo()));
            routes.post("/api/play/{game}/hint", ctx -> json(ctx, games.get(ctx.pathParam("game")).hint()));
            routes.post("/api/play/{game}/resign", ctx -> json(ctx, games.get(ctx.pathParam("game")).resign()));
            routes.post("/api/play/{game}/cancel", ctx -> json(ctx, games.get(ctx.pathParam("game")).cancel()));
            routes.post("/api/play/{game}/resume", ctx -> json(ctx, games.get(ctx.pathParam("game")).resume()));
            routes.get("/api/play/{game}/pdn", ctx -> download(ctx, games.get(ctx.pathParam("game")).pdn(), "evodraughts-game.pdn"));

            routes.post("/api/pdn", ctx -> json(ctx, Map.of("games", importPdn(Json.text(Json.object(ctx.body()), "pdn", "")))));

            routes.exception(ApiException.class, (e, ctx) -> error(ctx, e.status(), e.getMessage(), e.field()));
            routes.exception(HttpResponseException.class, (e, ctx) -> {
                int status = e.getStatus() >= 400 && e.getStatus() < 500 ? e.getStatus() : 500;
                switch (status) {
                    case 404 -> error(ctx, 404, "no such path: " + Printing.quote(ctx.path()), "path");
                    case 413 -> error(ctx, 413, "the upload is larger than the limit of " + MAX_BODY_BYTES / 1024 / 1024 + " MiB", "body");
                    default -> error(ctx, status, e.getMessage(), null);
                }
            });
            routes.exception(Exception.class, (e, ctx) -> {
                if (e instanceof IOException || e instanceof UncheckedIOException) {
                    // A run's file that cannot be read, not a bug: one line naming it (and the repair), whole.
                    String why = String.valueOf(e.getMessage()).replaceAll("\\s+", " ");
                    LOG.warn("serve: {} {} failed: {}", ctx.method(), ctx.path(), why);
                    error(ctx, 500, why, null);
                    return;
                }
                LOG.error("serve: {} {} failed", ctx.method(), ctx.path(), e);
                error(ctx, 500, "the server failed: " + e.getClass().getSimpleName()
                        + (e.getMessage() == null ? "" : ": " + Printing.quote(e.getMessage())), null);
            });
        });
        try {
            app.start(settings.host(), settings.port());
            access.listening(app.port());
        } catch (RuntimeException e) {
            close();
            throw new IllegalArgumentException("cannot listen on " + settings.host() + ":" + settings.port() + ": "
                    + rootMessage(e), e);
        }
    }

    /** Starts serving; the server runs on its own threads until {@link #close()}. */
    public static WebServer start(Settings settings) {
        return new WebServer(settings);
    }

    /** The port listened on (the one chosen when {@code 0} was asked for). */
    public int port() {
        return app.port();
    }

    /** The token the address to open carries ({@code ?token=…}); new for each server. */
    public String token() {
        return access.token();
    }

    /** Whether {@code host} is a loopback address (127.0.0.1, ::1, localhost): only this machine can connect. */
    public static boolean isLoopback(String host) {
        try {
            return InetAddress.getByName(host).isLoopbackAddress();
        } catch (UnknownHostException e) {
            return false;
        }
    }

    @Override
    public void close() {
        warming.interrupt();
        events.close();
        app.stop();
        searches.close();
        bodies.close();
    }

    static List<GameJson> importPdn(String text) {
        if (text == null || text.isBlank()) {
            throw ApiException.badRequest("pdn", "the PDN file is empty");
        }
        List<PdnGame> games;
        try {
            games = Pdn.parse(text);
        } catch (IllegalArgumentException e) {
            throw ApiException.badRequest("pdn", e.getMessage());
        }
        if (games.isEmpty()) {
            throw ApiException.badRequest("pdn", "the file holds no PDN game");
        }
        // The answer holds every position of every game (about 300 bytes each): its size follows
        // what the file holds, not its bytes, so both are capped before it is built.
        if (games.size() > MAX_PDN_GAMES) {
            throw new ApiException(413, "pdn", "the file holds " + games.size() + " games; the viewer shows at most "
                    + MAX_PDN_GAMES + " at once: split the file");
        }
        long positions = games.stream().mapToLong(g -> g.moves().size() + 1L).sum();
        if (positions > MAX_PDN_POSITIONS) {
            throw new ApiException(413, "pdn", "the file's games hold " + positions + " positions; the viewer shows at most "
                    + MAX_PDN_POSITIONS + " at once: split the file");
        }
        return games.stream().map(GameJson::of).toList();
    }

    /**
     * Headers on every answer: scripts, styles and connections from this server only (data
     * shown as text never runs, and no other site's script can be pulled in), never inside
     * another site's frame, no address (and token) in a Referer, no content-type guessing.
     */
    private static void securityHeaders(Context ctx) {
        ctx.header("Content-Security-Policy", "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
                + "img-src 'self' data: blob:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'");
        ctx.header("X-Content-Type-Options", "nosniff");
        ctx.header("Referrer-Policy", "no-referrer");
        ctx.header("X-Frame-Options", "DENY");
    }

    private static void json(Context ctx, Object body) {
        ctx.contentType(JSON).result(Json.write(body));
    }

    private static void download(Context ctx, String text, String fileName) {
        ctx.contentType("application/x-portable-draughts-notation; charset=utf-8")
                .header("Content-Disposition", "attachment; filename=\"" + fileName.replaceAll("[^A-Za-z0-9._-]", "_") + "\"")
                .result(text);
    }

    /** A refused request's answer: JSON on an API path, a small HTML page on any other ({@link ErrorAnswer}). */
    private static void error(Context ctx, int status, String message, String field) {
        ErrorAnswer answer = ErrorAnswer.of(ctx.path(), status, message, field);
        ctx.status(status).contentType(answer.type()).result(answer.body());
    }

    /** Chart.js from its WebJar, whatever its version: the pages need not name it. */
    private static void chartJs(Context ctx) throws IOException {
        Properties pom = new Properties();
        try (InputStream in = WebServer.class.getResourceAsStream("/META-INF/maven/org.webjars.npm/chart.js/pom.properties")) {
            if (in == null) {
                throw new IllegalStateException("the chart.js WebJar is not on the class path");
            }
            pom.load(in);
        }
        String path = "/META-INF/resources/webjars/chart.js/" + pom.getProperty("version") + "/dist/chart.umd.js";
        try (InputStream in = WebServer.class.getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException("the chart.js WebJar has no " + path);
            }
            ctx.contentType("text/javascript; charset=utf-8").header("Cache-Control", "max-age=86400")
                    .result(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    private static String rootMessage(Throwable e) {
        Throwable cause = e;
        while (cause.getCause() != null) {
            cause = cause.getCause();
        }
        return cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage();
    }
}
