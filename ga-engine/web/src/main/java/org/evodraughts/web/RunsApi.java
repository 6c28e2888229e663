package org.evodraughts.web;

import org.evodraughts.runs.RunIdFile;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Pattern;
import org.evodraughts.champions.Generations;
import org.evodraughts.champions.Champion;
import org.evodraughts.champions.ChampionFile;
import org.evodraughts.runs.RunListing;
import org.evodraughts.run.RunId;
import org.evodraughts.runs.RunLocation;
import org.evodraughts.runs.RunLocator;
import org.evodraughts.runs.RunLock;
import org.evodraughts.runs.RunView;
import org.evodraughts.checkers.notation.Pdn;
import org.evodraughts.checkers.notation.PdnGame;
import org.evodraughts.ladder.LadderReport;
import org.evodraughts.network.NetworkDocument;
import org.evodraughts.storage.records.ChampionSummary;
import org.evodraughts.storage.records.GameRecord;
import org.evodraughts.storage.layout.RunLayout;
import org.evodraughts.storage.records.RunRecord;
import org.evodraughts.storage.directory.RunStores;
import org.evodraughts.storage.StorageException;
import org.evodraughts.storage.records.YardstickResult;

/**
 * Runs and champions as JSON, read through the same {@link RunLocator} and {@link RunView} as
 * {@code runs list} and {@code champions show}: while {@code evolve} holds a run's database,
 * its champion files. Never writes a run. Run ids and generations are checked before any path
 * is made from them, so nothing outside the runs directory can be named. Reads each run under
 * a lock of its own (an embedded database admits one reader), any number of runs at once: a run
 * slow to read (a long run's database takes seconds to open) stalls only the requests for it, and
 * a runs list that must read it again, never the other runs' pages; there is no lock shared by all
 * requests. Thread-safe.
 */
final class RunsApi {
    private static final Pattern NUMBER = Pattern.compile("\\d{1,9}");

    private final RunLocator locator;
    /** Each run directory's listing as last read, under the fingerprint of its files then. */
    private final Map<String, Listed> listed = new ConcurrentHashMap<>();
    /** One lock a run directory, by its name: held while the run is read ({@link #forRun}). */
    private final Map<String, Object> runLocks = new ConcurrentHashMap<>();
    /** How many run directories have been read for the runs list (for tests of the cache). */
    private final AtomicInteger listingsRead = new AtomicInteger();
    /** How many of them were read from their databases, their files not answering. */
    private final AtomicInteger databasesOpened = new AtomicInteger();

    private record Listed(String fingerprint, RunListing listing) {}

    RunsApi(RunLocator locator) {
        this.locator = locator;
    }

    /** A champion's network with the name a game shows. */
    record NamedNetwork(String name, NetworkDocument document) {}

    record Yardstick(String player, int wins, int draws, int losses, double score, double low, double high) {
        static Yardstick of(YardstickResult y) {
            return new Yardstick(y.player(), y.wins(), y.draws(), y.losses(), y.score(), y.scoreLow(), y.scoreHigh());
        }
    }

    /** A champion; {@code island} only in a run with islands (left out of the JSON otherwise). */
    record ChampionJson(int generation, double points, Double meanOfMeans, Map<String, Double> baselines,
                        Double elapsedSeconds, Yardstick yardstick,
                        @JsonInclude(JsonInclude.Include.NON_NULL) Integer island) {
        static ChampionJson of(ChampionSummary c) {
            return new ChampionJson(c.generation(), c.points(), value(c.meanOfMeans()), c.baselineScores(),
                    value(c.elapsedSeconds()), c.yardstick().map(Yardstick::of).orElse(null),
                    c.island().isPresent() ? c.island().getAsInt() : null);
        }
    }

    record RunSummary(String id, String status, Integer generation, Integer targetGenerations, int champions,
                      String startedAt, String endedAt, Double elapsedSeconds, ChampionJson best, String source, String problem,
                      List<String> problems, String runId) {}

    record RunDetail(String id, String status, String source, Long seed, String startedAt, String endedAt,
                     Integer generation, Integer targetGenerations, Double elapsedSeconds, Long etaSeconds,
                     Double gamesPerSecond, Integer best, boolean hasGames, int pendingWrites, String warning,
                     List<String> problems, List<ChampionJson> champions, String runId) {}

    record GameSummary(int number, String black, String white, String result, int plies, int championScore) {}

    record ChampionDetail(String run, ChampionJson champion, Integer best, boolean hasGames, String gamesNote,
                          List<String> problems, List<GameSummary> games) {}

    record LadderRow(String player, Integer generation, double elo, double low, double high, int games, double score) {}

    /** The runs list, by run id. */
    List<RunSummary> runs() throws IOException {
        List<RunSummary> runs = new ArrayList<>();
        for (RunListing listing : listings()) {
            RunLocation location = listing.location();
            Optional<RunRecord> run = listing.run();
            List<ChampionSummary> champions = listing.champions();
            Optional<ChampionSummary> best = champions.stream().min(ChampionSummary.BEST_FIRST);
            Integer generation = champions.isEmpty() ? null : champions.getLast().generation();
            Double elapsed = champions.isEmpty() ? null : value(champions.getLast().elapsedSeconds());
            if (location.directory().isPresent()) {
                List<RunGenerations.Generation> log = RunGenerations.read(location.directory().get());
                if (!log.isEmpty() && (generation == null || log.getLast().generation() >= generation)) {
                    generation = log.getLast().generation();
                    if (log.getLast().elapsedSeconds() != null) { // null: a generation restored on resume
                        elapsed = (double) log.getLast().elapsedSeconds();
                    }
                }
            }
            RunningFiles files = running(location, run);
            runs.add(new RunSummary(key(location), locator.state(listing).shown(), generation,
                    run.map(RunsApi::targetGenerations).orElse(files.targetGenerations()), champions.size(),
                    run.map(r -> time(r.startedAt())).orElse(files.startedAt()), run.flatMap(RunRecord::endedAt).map(RunsApi::time).orElse(null),
                    elapsed, best.map(ChampionJson::of).orElse(null), listing.source(), listing.problem().orElse(null),
                    problems(listing), location.runId().value()));
        }
        return runs;
    }

    /**
     * The runs' listings. A run is listed from its files where they answer
     * ({@link RunLocator#listingFromFiles}: {@code run.json} and {@code champions/}), from its
     * database only where they cannot: a long run's database takes seconds to open and read. A
     * run directory whose files are as they were when it was last listed is not read again, as
     * the runs page asks every few seconds. Runs from a MongoDB server are read each time.
     */
    private List<RunListing> listings() throws IOException {
        if (locator.remote()) {
            return reading(locator::list);
        }
        List<RunLocation> locations = locator.runDirectories();
        listed.keySet().retainAll(locations.stream().map(RunsApi::key).toList());
        List<RunListing> listings = new ArrayList<>();
        for (RunLocation location : locations) {
            listings.add(listed(location).listing());
        }
        return listings;
    }

    /**
     * The run directory's listing: as last read while its files are unchanged, read again (and
     * kept) otherwise, under the run's lock; a listing still good is taken without it.
     */
    private Listed listed(RunLocation location) throws IOException {
        Path directory = location.directory().orElseThrow();
        Listed last = listed.get(key(location));
        if (last != null && last.fingerprint().equals(filesFingerprint(directory) + databaseFingerprint(directory))) {
            return last;
        }
        synchronized (runLock(key(location))) {
            return read(location);
        }
    }

    /** Reads the run directory's listing, unless another request read it meanwhile; called holding the run's lock. */
    private Listed read(RunLocation location) throws IOException {
        Path directory = location.directory().orElseThrow();
        String fingerprint = filesFingerprint(directory) + databaseFingerprint(directory);
        Listed last = listed.get(key(location));
        if (last != null && last.fingerprint().equals(fingerprint)) {
            return last;
        }
        Optional<String> outside = ContainedRun.problem(locator.runsDirectory(), directory)
                .or(() -> RunIdFile.problem(directory));
        RunListing listing;
        if (outside.isPresent()) {
            listing = new RunListing(location, Optional.empty(), List.of(), "run directory", outside);
        } else {
            listing = fromFiles(location).orElse(null);
            if (listing == null) {
                listing = locator.listing(location);
                databasesOpened.incrementAndGet();
            }
        }
        last = new Listed(fingerprint, listing);
        listed.put(key(location), last);
        listingsRead.incrementAndGet();
        return last;
    }

    /**
     * Reads every run directory's listing into the runs list's cache, one run at a time, so that
     * the first list finds them read; {@code serve} calls it on a thread of its own as it starts.
     * Where the files answer ({@code run.json}) this is quick; a run from before {@code run.json}
     * has its database opened here rather than in the first request. A request meanwhile waits
     * for at most the run being read. Stops when its thread is interrupted; a run it cannot read
     * is left for the list, which says why.
     */
    void warm() {
        if (locator.remote()) {
            return; // a server's runs are read on each request
        }
        try {
            for (RunLocation location : locator.runDirectories()) {
                if (Thread.currentThread().isInterrupted()) {
                    return;
                }
                listed(location);
            }
        } catch (IOException | RuntimeException e) {
            // The runs list reads what is left when it is asked, and reports what fails.
        }
    }

    /** How many times a run directory was read for the runs list, from its files or its database. */
    int listingsRead() {
        return listingsRead.get();
    }

    /** How many of those reads opened the run's database: where its files could not answer ({@link RunLocator#listingFromFiles}). */
    int databasesOpened() {
        return databasesOpened.get();
    }

    /** The run's listing from its files, or empty where they cannot answer or cannot be read (the database then does). */
    private Optional<RunListing> fromFiles(RunLocation location) {
        try {
            return locator.listingFromFiles(location);
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /**
     * The run's directory files' figures when its record cannot be read (its process holds the
     * database); none when the record is there or the run has no directory here.
     */
    private static RunningFiles running(RunLocation location, Optional<RunRecord> run) {
        return run.isPresent() || location.directory().isEmpty() ? new RunningFiles(null, null)
                : RunningFiles.of(location.directory().get());
    }

    /** One run: its figures and every champion's; a run whose process has not yet saved generation 0, with none. */
    RunDetail run(String runId) throws IOException {
        return forRun(runId, () -> readRun(runId));
    }

    private RunDetail readRun(String runId) throws IOException {
        if (!remoteOnly(runId) && RunLock.isHeld(directory(runId)) && !hasChampions(directory(runId))) {
            // Started, and nothing to read yet: the page waits for the first generation.
            RunningFiles files = RunningFiles.of(directory(runId));
            return new RunDetail(runId, "running", "run directory", null, files.startedAt(), null, null,
                    files.targetGenerations(), null, null, null, null, false, 0, null, List.of(), List.of(), runIdOf(runId).value());
        }
        try (RunView view = open(runId)) {
            List<ChampionSummary> champions = view.champions();
            Optional<RunRecord> run = view.run();
            Integer generation = champions.isEmpty() ? null : champions.getLast().generation();
            Double elapsed = champions.isEmpty() ? null : value(champions.getLast().elapsedSeconds());
            Long eta = null;
            Double gamesPerSecond = null;
            if (view.location().directory().isPresent()) {
                List<RunGenerations.Generation> log = RunGenerations.read(view.location().directory().get());
                if (!log.isEmpty()) {
                    RunGenerations.Generation last = log.getLast();
                    if (generation == null || last.generation() >= generation) {
                        generation = last.generation();
                        if (last.elapsedSeconds() != null) { // null: a generation restored on resume
                            elapsed = (double) last.elapsedSeconds();
                        }
                    }
                    eta = last.etaSeconds();
                    gamesPerSecond = last.gamesPerSecond();
                }
            }
            String status = status(view.location(), run);
            if (!status.equals("running")) {
                eta = null;
            }
            Optional<Path> directory = view.location().directory();
            int pending = directory.isPresent() ? RunStores.pendingWrites(directory.get()) : 0;
            RunningFiles files = running(view.location(), run);
            return new RunDetail(runId, status, view.source(), run.map(RunRecord::seed).orElse(null),
                    run.map(r -> time(r.startedAt())).orElse(files.startedAt()), run.flatMap(RunRecord::endedAt).map(RunsApi::time).orElse(null),
                    generation, run.map(RunsApi::targetGenerations).orElse(files.targetGenerations()), elapsed, eta, gamesPerSecond,
                    view.best().map(ChampionSummary::generation).orElse(null), view.hasGames(), pending,
                    directory.map(d -> pendingWarning(d, pending)).orElse(null), problems(view),
                    champions.stream().map(ChampionJson::of).toList(), view.location().runId().value());
        }
    }

    /**
     * The population's points per generation (minimum, median, maximum) and the games per
     * second, from the run's progress file or log ({@link RunGenerations}); for a run known only from a
     * MongoDB server, the points from its generation records.
     */
    List<RunGenerations.Generation> population(String runId) throws IOException {
        if (!remoteOnly(runId)) {
            return RunGenerations.read(directory(runId));
        }
        try (RunView view = open(runId)) {
            Map<Integer, Double> elapsed = new HashMap<>();
            view.champions().forEach(c -> elapsed.put(c.generation(), value(c.elapsedSeconds())));
            return reading(() -> view.generationScores().stream().filter(g -> g.scores().length > 0)
                    .map(g -> RunGenerations.Generation.ofScores(g.generation(), g.scores(), elapsed.get(g.generation()))).toList());
        }
    }

    /** The run's ladder ({@code ladder/ladder.csv}), or an empty list when none has been computed. */
    List<LadderRow> ladder(String runId) throws IOException {
        if (remoteOnly(runId)) {
            return List.of(); // a ladder is written in a run directory
        }
        return LadderReport.read(RunLayout.of(directory(runId)).ladder()).stream()
                .map(l -> new LadderRow(l.player(), l.generation(), l.elo(), l.low(), l.high(), l.games(), l.score()))
                .toList();
    }

    /** One champion with the list of its evaluation games. */
    ChampionDetail champion(String runId, String generation) throws IOException {
        return forRun(runId, () -> readChampion(runId, generation));
    }

    private ChampionDetail readChampion(String runId, String generation) throws IOException {
        try (RunView view = open(runId)) {
            ChampionSummary champion = select(view, generation);
            List<GameSummary> games = new ArrayList<>();
            String note = null;
            if (!view.hasGames()) {
                note = "games are not available from " + view.source();
            } else {
                String name = Champion.name(champion.generation());
                for (GameRecord game : view.games(champion.generation())) {
                    boolean black = game.black().equals(name);
                    int score = switch (game.result()) {
                        case BLACK_WIN -> black ? 1 : -1;
                        case WHITE_WIN -> black ? -1 : 1;
                        case DRAW -> 0;
                    };
                    games.add(new GameSummary(game.game() + 1, game.black(), game.white(), game.result().pdn(),
                            plies(game.pdn()), score));
                }
            }
            return new ChampionDetail(runId, ChampionJson.of(champion),
                    view.best().map(ChampionSummary::generation).orElse(null), view.hasGames(), note,
                    championProblems(view, champion.generation()), games);
        }
    }

    /** A champion's evaluation games as one PDN text. */
    String gamesPdn(String runId, String generation) throws IOException {
        return forRun(runId, () -> readGamesPdn(runId, generation));
    }

    private String readGamesPdn(String runId, String generation) throws IOException {
        try (RunView view = open(runId)) {
            ChampionSummary champion = select(view, generation);
            List<PdnGame> games = new ArrayList<>();
            for (GameRecord game : view.games(champion.generation())) {
                games.add(Pdn.parse(game.pdn()).getFirst());
            }
            return Pdn.format(games);
        }
    }

    /** Game {@code number} (from 1) of a champion's evaluation, for the viewer. */
    GameJson game(String runId, String generation, String number) throws IOException {
        if (number == null || !NUMBER.matcher(number).matches()) {
            throw ApiException.badRequest("game", "game must be a number from 1, got '" + Printing.quote(number) + "'");
        }
        return forRun(runId, () -> readGame(runId, generation, number));
    }

    private GameJson readGame(String runId, String generation, String number) throws IOException {
        try (RunView view = open(runId)) {
            ChampionSummary champion = select(view, generation);
            if (!view.hasGames()) {
                throw ApiException.notFound("game", "games are not available from " + view.source());
            }
            int n = Integer.parseInt(number);
            return view.games(champion.generation()).stream().filter(g -> g.game() + 1 == n).findFirst()
                    .map(g -> GameJson.of(Pdn.parse(g.pdn()).getFirst()))
                    .orElseThrow(() -> ApiException.notFound("game", "generation " + champion.generation()
                            + "'s champion has no game " + n));
        }
    }

    /** A champion's network, for a game against it. */
    NamedNetwork championNetwork(String runId, String generation) throws IOException {
        return forRun(runId, () -> readChampionNetwork(runId, generation));
    }

    private NamedNetwork readChampionNetwork(String runId, String generation) throws IOException {
        try (RunView view = open(runId)) {
            ChampionSummary champion = select(view, generation);
            NetworkDocument document = view.championDocument(champion.generation()).orElseThrow(() -> ApiException.notFound(
                    "generation", "the network of generation " + champion.generation() + "'s champion is not available"));
            return new NamedNetwork(view.location().runId() + " gen " + champion.generation(), document);
        }
    }

    /**
     * Runs {@code read} of the run {@code runId} names holding that run's lock: one reader a run
     * (an embedded database admits one), other runs read meanwhile. A run a MongoDB server holds,
     * and a name that is no run directory (a 404 before anything is read), need no lock.
     */
    <T> T forRun(String runId, Read<T> read) throws IOException {
        if (remoteOnly(runId) || !Files.isDirectory(locator.runsDirectory().resolve(runId))) {
            return read.read();
        }
        synchronized (runLock(runId)) {
            return read.read();
        }
    }

    /** The lock of the run directory named {@code name}, made the first time: one for each run directory there has been. */
    private Object runLock(String name) {
        return runLocks.computeIfAbsent(name, _ -> new Object());
    }

    /**
     * The run directory of a checked run id; 404 when there is none, 403 when it reaches outside
     * itself through a link ({@link ContainedRun}).
     */
    Path directory(String runId) throws IOException {
        checkRunId(runId);
        Path directory = locator.runsDirectory().resolve(runId);
        if (!Files.isDirectory(directory)) {
            throw ApiException.notFound("run", "unknown run '" + runId + "': there is no run directory of that name in "
                    + locator.runsDirectory());
        }
        ContainedRun.check(locator.runsDirectory(), directory);
        return directory;
    }

    /**
     * A fingerprint of what a run's page shows, which changes when a generation or champion is
     * added: its files' sizes and times (not the database file, which a live run holds), or, for a
     * run known only from a MongoDB server, its status and champion count there.
     */
    String fingerprint(String runId) throws IOException {
        if (remoteOnly(runId)) {
            try (RunView view = open(runId)) {
                return reading(() -> view.run().map(RunRecord::status).orElse(null) + ";" + view.champions().size());
            }
        }
        return filesFingerprint(directory(runId));
    }

    /** The sizes and times of a run directory's files that change with each generation, and whether it is held. */
    private static String filesFingerprint(Path directory) {
        RunLayout layout = RunLayout.of(directory);
        StringBuilder text = new StringBuilder();
        for (Path path : List.of(layout.runRecord(), layout.progress(), layout.log(), layout.champions(),
                layout.journal(), layout.ladder().resolve(LadderReport.CSV))) {
            text.append(pathFingerprint(path));
        }
        try {
            text.append(RunLock.isHeld(layout.directory()));
        } catch (IOException e) {
            text.append('?');
        }
        return text.toString();
    }

    /** The database file's size and time: {@code runs repair} changes it alone. */
    private static String databaseFingerprint(Path directory) {
        return pathFingerprint(RunLayout.of(directory).database());
    }

    private static String pathFingerprint(Path path) {
        String name = path.getFileName().toString();
        try {
            return name + (Files.isDirectory(path) ? count(path) : Files.exists(path) ? Files.size(path) : -1)
                    + (Files.exists(path) ? Files.getLastModifiedTime(path).toMillis() : 0) + ';';
        } catch (IOException e) {
            return name + "?;";
        }
    }

    static String checkRunId(String runId) {
        if (!RunId.isValidNew(runId)) {
            throw ApiException.badRequest("run", "run '" + Printing.quote(runId)
                    + "' is not a run id (letters, digits, '.', '_' and '-', not starting with '.')");
        }
        return runId;
    }

    static String checkGeneration(String generation) {
        String text = generation == null ? "" : generation.strip();
        if (!text.equals("best") && !text.equals("latest") && !NUMBER.matcher(text).matches()) {
            throw ApiException.badRequest("generation", "generation must be a number, best or latest, got '"
                    + Printing.quote(generation) + "'");
        }
        return text;
    }

    /** Whether the run is one a MongoDB server holds with no run directory here: no log, no files to watch. */
    private boolean remoteOnly(String runId) {
        return locator.remote() && !Files.isDirectory(locator.runsDirectory().resolve(checkRunId(runId)));
    }

    private RunView open(String runId) throws IOException {
        // Only a directory under the runs directory (or, with a MongoDB server, a run it holds):
        // the location is made here, never looked up as a path elsewhere.
        RunLocation location = remoteOnly(runId) ? new RunLocation(RunId.of(runId), Optional.empty())
                : new RunLocation(runIdOf(runId), Optional.of(directory(runId)));
        try {
            return reading(() -> locator.open(location));
        } catch (ApiException e) {
            throw e;
        } catch (IllegalArgumentException e) {
            throw ApiException.notFound("run", e.getMessage());
        }
    }

    private static ChampionSummary select(RunView view, String generation) {
        try {
            return view.select(checkGeneration(generation));
        } catch (ApiException e) {
            throw e;
        } catch (IllegalArgumentException e) {
            // A champion missing because its file cannot be read: that file and the repair, not just "no champion".
            String text = checkGeneration(generation);
            Optional<String> damaged = view.location().directory().filter(d -> NUMBER.matcher(text).matches())
                    .map(d -> RunLayout.of(d).champion(Integer.parseInt(text)).toString())
                    .flatMap(file -> view.problems().stream().filter(p -> p.contains(file)).findFirst());
            throw ApiException.notFound("generation", e.getMessage() + damaged.map(p -> ": its " + p).orElse(""));
        }
    }

    /**
     * The key of a run in URLs and the list: its directory's name, which a renamed or copied run
     * does not share with the run it came from (its id, from {@code run-id}, it does); a run
     * known only from a MongoDB server, its id.
     */
    private static String key(RunLocation location) {
        return location.directory().map(RunIdFile::nameOf).orElse(location.runId().value());
    }

    /** The id of the run in the directory named {@code name} ({@link RunIdFile#listedIdOf}): the name where its run-id file is bad. */
    private RunId runIdOf(String name) throws IOException {
        return RunIdFile.listedIdOf(directory(name));
    }

    /** What of a listed run could not be read: why nothing could, or the files passed over. */
    private static List<String> problems(RunListing listing) {
        List<String> problems = new ArrayList<>();
        listing.problem().ifPresent(problems::add);
        problems.addAll(listing.damage());
        Generations.missingChampions(listing.champions()).ifPresent(problems::add);
        return problems;
    }

    /**
     * What of the run could not be read: the view's damage, and, where its database answered,
     * the champion files that cannot be read (the database still holds those champions).
     */
    private static List<String> problems(RunView view) throws IOException {
        List<String> problems = new ArrayList<>(view.problems());
        Optional<Path> directory = view.location().directory();
        if (view.problems().isEmpty() && directory.isPresent()) {
            List<String> unreadable = new ArrayList<>();
            ChampionFile.readSummaries(directory.get(), unreadable);
            unreadable.forEach(p -> problems.add(p + "; " + RunLocator.repairHint(directory.get())));
        }
        view.missingChampions().ifPresent(problems::add);
        return problems;
    }

    /** What of the run could not be read that concerns one champion: its file, and any damage beyond the files. */
    private static List<String> championProblems(RunView view, int generation) {
        Optional<Path> directory = view.location().directory();
        if (directory.isEmpty()) {
            return view.problems();
        }
        List<String> problems = new ArrayList<>(view.problems());
        Path file = RunLayout.of(directory.get()).champion(generation);
        if (view.problems().isEmpty() && Files.exists(file)) {
            try {
                ChampionFile.read(file);
            } catch (IOException | IllegalArgumentException e) {
                problems.add(ChampionFile.unreadable(file, e) + "; " + RunLocator.repairHint(directory.get()));
            }
        }
        return problems;
    }

    /** running, finished, stopped, failed, interrupted or unknown: {@code RunState.of}, as {@code runs list} decides it. */
    private String status(RunLocation location, Optional<RunRecord> run) throws IOException {
        return locator.state(location, run).shown();
    }

    /**
     * What a journal of saves the database never took means: they are not shown, since serve
     * only reads (replaying them would write the run's database).
     */
    private static String pendingWarning(Path directory, int pending) {
        if (pending == 0) {
            return null;
        }
        return pending + (pending == 1 ? " save waits" : " saves wait") + " in " + RunLayout.JOURNAL_DIRECTORY
                + "/ for the run's database and " + (pending == 1 ? "is" : "are") + " not shown here (serve only reads); "
                + "./evodraughts runs repair " + directory + " delivers them";
    }

    private static Integer targetGenerations(RunRecord run) {
        if (run.config().get("stop") instanceof Map<?, ?> stop && stop.get("generations") instanceof Number n
                && n.intValue() > 0) {
            return n.intValue();
        }
        return null;
    }

    /** Whether the run directory holds a champion file: generation 0 is saved. */
    private static boolean hasChampions(Path directory) throws IOException {
        Path champions = RunLayout.of(directory).champions();
        if (!Files.isDirectory(champions)) {
            return false;
        }
        try (var files = Files.list(champions)) {
            return files.findAny().isPresent();
        }
    }

    private static int plies(String pdn) {
        try {
            return Pdn.parse(pdn).getFirst().moves().size();
        } catch (IllegalArgumentException e) {
            return 0;
        }
    }

    private static long count(Path directory) throws IOException {
        try (var files = Files.list(directory)) {
            return files.count();
        }
    }

    private static Double value(OptionalDouble value) {
        return value.isPresent() ? value.getAsDouble() : null;
    }

    private static String time(Instant instant) {
        return instant.toString();
    }

    interface Read<T> {
        T read() throws IOException;
    }

    private static <T> T reading(Read<T> read) throws IOException {
        try {
            return read.read();
        } catch (StorageException e) {
            throw new IOException(e.getMessage(), e);
        }
    }
}
