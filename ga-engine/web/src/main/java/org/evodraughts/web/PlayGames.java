package org.evodraughts.web;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import java.util.random.RandomGenerator;
import org.evodraughts.checkers.DrawRules;
import org.evodraughts.checkers.Game;
import org.evodraughts.checkers.Position;
import org.evodraughts.checkers.Side;
import org.evodraughts.checkers.notation.Fen;
import org.evodraughts.checkers.notation.NotationException;
import org.evodraughts.checkers.players.PlayerSpecParser;
import org.evodraughts.checkers.players.TimeControl;
import org.evodraughts.checkers.search.SearchSettings;
import org.evodraughts.network.NetworkEvaluator;
import org.evodraughts.network.NetworkFile;
import org.evodraughts.network.NetworkFileException;
import org.evodraughts.play.Agent;
import org.evodraughts.play.Agents;

/**
 * The games being played in the browser, by an unguessable id each tab keeps: at most
 * {@code limit} at once, each dropped after {@code expiry} without a request, and at most
 * {@value #PER_CLIENT} for one client (a browser session, or an address for a script): a
 * client's further game ends its least recently used one, so no client can lock others (or
 * itself) out by starting games. Each client's searches queue on its own share of the search
 * threads ({@link FairSearchPool}), within {@link SearchLimits}. Makes a game
 * from the page's form: the opponent (a run's champion, a network file of the networks
 * directory or an uploaded one, or a baseline), its search and time (a move's, a clock's for
 * the game, or both), the person's colour and the start position. Thread-safe.
 */
final class PlayGames {
    static final double DEFAULT_SECONDS = 2, MAX_SECONDS = 60;
    /** The most games one client holds at once. */
    static final int PER_CLIENT = 10;

    /** A game and the client that started it. */
    private record Held(PlayGame game, String client) {}

    private final Map<String, Held> games = new ConcurrentHashMap<>();
    private final RunsApi runs;
    private final NetworkFiles networks;
    private final FairSearchPool searches;
    private final int limit;
    private final Duration expiry;
    private final Clock clock;
    private final SecureRandom ids = new SecureRandom();

    PlayGames(RunsApi runs, NetworkFiles networks, FairSearchPool searches, int limit, Duration expiry, Clock clock) {
        this.runs = runs;
        this.networks = networks;
        this.searches = searches;
        this.limit = limit;
        this.expiry = expiry;
        this.clock = clock;
    }

    /** The game with this id; 404 naming the field {@code game} when there is none (or it expired). */
    PlayGame get(String id) {
        expire();
        Held held = id == null ? null : games.get(id);
        if (held == null) {
            throw ApiException.notFound("game", "no game '" + Printing.quote(id) + "': it ended, expired after "
                    + expiry.toMinutes() + " minutes without a move, or the server restarted; start a new game");
        }
        return held.game();
    }

    /** Ends the game with this id and forgets it, stopping its opponent's search; 404 as {@link #get}. */
    void end(String id) {
        get(id);
        Held held = games.remove(id);
        if (held != null) {
            held.game().end();
        }
    }

    /** A new game from the form's JSON (see docs/web.md, POST /api/play), started by {@code client}. */
    synchronized PlayGame create(JsonNode form, String client) throws IOException {
        expire();
        List<Map.Entry<String, Held>> own = games.entrySet().stream().filter(e -> e.getValue().client().equals(client))
                .sorted(Comparator.comparing(e -> e.getValue().game().lastUsed())).toList();
        if (own.size() >= PER_CLIENT) {
            end(own.getFirst().getKey()); // the client's least recently used game makes room
        } else if (games.size() >= limit) {
            throw new ApiException(429, null, "the server holds its most games (" + limit + ") for other clients; "
                    + "try again when one ends or has been idle for " + expiry.toMinutes() + " minutes");
        }
        Side person = switch (Json.text(form, "colour", "black").strip().toLowerCase(Locale.ROOT)) {
            case "black", "b" -> Side.BLACK;
            case "white", "w" -> Side.WHITE;
            default -> throw ApiException.badRequest("colour", "colour must be black or white");
        };
        Position start;
        String fen = Json.text(form, "fen", "").strip();
        try {
            start = fen.isEmpty() ? Position.initial() : Fen.parse(fen);
        } catch (NotationException e) {
            throw ApiException.badRequest("fen", e.getMessage());
        }
        if (!start.hasLegalMove()) {
            throw ApiException.badRequest("fen", "the side to move has no legal move in this position: the game would be over");
        }
        TimeControl timeControl = timeControl(Json.text(form, "clock", ""));
        String time = Json.text(form, "time", "");
        double seconds = timeControl != null && time.isBlank() ? MAX_SECONDS : seconds(time);
        String search = Json.text(form, "search", "");
        SearchSettings settings = SearchLimits.check(settings(search, seconds));
        Agent opponent = opponent(form, Agents.shown(search, seconds, timeControl), settings, seconds, timeControl,
                new SplittableRandom(new SplittableRandom().nextLong()));
        opponent.warmUp(); // a fresh server's first replies were searched shallow: the JIT had compiled nothing yet
        String id = HexFormat.of().formatHex(bytes());
        PlayGame game = new PlayGame(id, new Game(start, DrawRules.STANDARD), person, opponent,
                searches.forClient(client), clock);
        games.put(id, new Held(game, client));
        return game;
    }

    private byte[] bytes() {
        byte[] bytes = new byte[16];
        ids.nextBytes(bytes);
        return bytes;
    }

    /** The search with the time added as its {@code time=} setting, as {@code play --time} does ({@link Agents#search}). */
    static SearchSettings settings(String search, double seconds) {
        try {
            return Agents.search(search, seconds, null);
        } catch (IllegalArgumentException e) {
            throw ApiException.badRequest("search", e.getMessage());
        }
    }

    /** The opponent's clock: the form's {@code clock} ({@code 5m+2s}), or null when it is empty. */
    static TimeControl timeControl(String text) {
        if (text.isBlank()) {
            return null;
        }
        if (text.length() > 40) {
            throw ApiException.badRequest("clock", "clock must be BASE[+INCREMENT], e.g. 5m+2s; got " + text.length()
                    + " characters");
        }
        try {
            return TimeControl.parse(Printing.quote(text));
        } catch (IllegalArgumentException e) {
            throw ApiException.badRequest("clock", e.getMessage());
        }
    }

    /** The seconds the opponent may think a move: the form's {@code time}, checked. */
    static double seconds(String time) {
        double seconds;
        try {
            seconds = time.isBlank() ? DEFAULT_SECONDS : Double.parseDouble(time.strip());
        } catch (NumberFormatException e) {
            throw ApiException.badRequest("time", "time must be a number of seconds, got '" + Printing.quote(time) + "'");
        }
        if (!(seconds >= 0.05) || seconds > MAX_SECONDS) {
            throw ApiException.badRequest("time", "time must be 0.05–" + (int) MAX_SECONDS + " seconds a move, got " + time.strip());
        }
        return seconds;
    }

    private Agent opponent(JsonNode form, String search, SearchSettings settings, double seconds, TimeControl clock,
                           RandomGenerator random) throws IOException {
        String kind = Json.text(form, "opponent", "champion").strip();
        switch (kind) {
            case "champion" -> {
                String run = Json.text(form, "run", "");
                String generation = Json.text(form, "generation", "best");
                RunsApi.NamedNetwork champion = runs.championNetwork(run, generation);
                return Agent.searching(champion.name(), search, settings, new NetworkEvaluator(champion.document().network()),
                        clock, random);
            }
            case "network" -> {
                String file = Json.text(form, "file", "");
                if (!file.isBlank()) {
                    return Agent.searching(file, search, settings, new NetworkEvaluator(networks.read(file).network()),
                            clock, random);
                }
                String text = Json.text(form, "network", "");
                String name = Json.text(form, "networkName", "uploaded network");
                if (text.isBlank()) {
                    throw ApiException.badRequest("network", "choose a network file, or one to upload (JSON)");
                }
                try {
                    var document = NetworkFile.parse(text, Printing.quote(name));
                    return Agent.searching(Printing.quote(name), search, settings, new NetworkEvaluator(document.network()),
                            clock, random);
                } catch (NetworkFileException e) {
                    throw ApiException.badRequest("network", e.getMessage());
                }
            }
            case "baseline" -> {
                // Only the baselines: a name here must never open a file on the server.
                String name = Json.text(form, "baseline", "heuristic:4").strip();
                try {
                    return Agents.of(PlayerSpecParser.baselines().resolve(name), name, search, settings, seconds, clock,
                            random);
                } catch (IllegalArgumentException e) {
                    // A search the baseline fixes itself (heuristic:6) is the baseline's: blame it, not the form's search.
                    String message = e.getMessage().contains(name) ? e.getMessage()
                            : "baseline '" + Printing.quote(name) + "': " + e.getMessage();
                    throw ApiException.badRequest("baseline", message);
                }
            }
            default -> throw ApiException.badRequest("opponent", "opponent must be champion, network or baseline");
        }
    }

    /** Drops games idle longer than the expiry. */
    private void expire() {
        Instant cutoff = clock.instant().minus(expiry);
        for (Map.Entry<String, Held> entry : games.entrySet()) {
            if (entry.getValue().game().lastUsed().isBefore(cutoff) && games.remove(entry.getKey(), entry.getValue())) {
                entry.getValue().game().end();
            }
        }
    }

    int size() {
        return games.size();
    }
}
