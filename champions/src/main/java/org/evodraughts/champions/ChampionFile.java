package org.evodraughts.champions;

import org.evodraughts.run.RunId;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import org.evodraughts.network.NetworkDocument;
import org.evodraughts.network.NetworkFile;
import org.evodraughts.network.NetworkFileException;
import org.evodraughts.storage.records.ChampionSummary;
import org.evodraughts.storage.layout.RunLayout;
import org.evodraughts.storage.records.YardstickResult;

/**
 * A champion's JSON copy in the run directory: {@code champions/gen-0007.json} for generation
 * 7 ({@link RunLayout#champion}), in the network module's file format ({@link NetworkFile}). Its metadata holds
 * {@code generation}, {@code fitness} (the tournament points), {@code meanOfMeans} (absent for
 * a run's first champion), {@code runId}, {@code seed} (the run's), {@code createdAt} (ISO-8601),
 * {@code elapsedSeconds} (the run's wall-clock time at this champion, over all its sessions) and
 * one {@code baseline:NAME} score per baseline player. A champion that played a yardstick match
 * also has {@code yardstick} (the player's name), {@code yardstickWins}, {@code yardstickDraws},
 * {@code yardstickLosses}, {@code yardstickScore} (0–1) with its 95% interval
 * {@code yardstickScoreLow}/{@code yardstickScoreHigh}, and the Elo difference
 * {@code yardstickElo} with {@code yardstickEloLow}/{@code yardstickEloHigh} (each left out
 * when infinite, i.e. after every game was won or lost); reading uses the name and the counts,
 * from which the others follow. So the file alone carries everything the {@code champions}
 * collection stores. Files written before {@code elapsedSeconds} and the yardstick existed
 * load as champions without them. In a run with islands, {@code island} (after {@code fitness})
 * is the island the champion came from; other runs' files have no such key.
 *
 * @param path     where the file is
 * @param document its content
 */
public record ChampionFile(Path path, NetworkDocument document) {
    /** Prefix of the metadata keys holding baseline scores, e.g. {@code baseline:random}. */
    public static final String BASELINE_PREFIX = "baseline:";
    public static final String ELAPSED_SECONDS = "elapsedSeconds";
    public static final String ISLAND = "island";
    public static final String YARDSTICK = "yardstick";
    public static final String YARDSTICK_WINS = "yardstickWins";
    public static final String YARDSTICK_DRAWS = "yardstickDraws";
    public static final String YARDSTICK_LOSSES = "yardstickLosses";
    public static final String YARDSTICK_SCORE = "yardstickScore";
    public static final String YARDSTICK_SCORE_LOW = "yardstickScoreLow";
    public static final String YARDSTICK_SCORE_HIGH = "yardstickScoreHigh";
    public static final String YARDSTICK_ELO = "yardstickElo";
    public static final String YARDSTICK_ELO_LOW = "yardstickEloLow";
    public static final String YARDSTICK_ELO_HIGH = "yardstickEloHigh";
    private static final List<String> YARDSTICK_KEYS = List.of(YARDSTICK, YARDSTICK_WINS, YARDSTICK_DRAWS, YARDSTICK_LOSSES,
            YARDSTICK_SCORE, YARDSTICK_SCORE_LOW, YARDSTICK_SCORE_HIGH, YARDSTICK_ELO, YARDSTICK_ELO_LOW, YARDSTICK_ELO_HIGH);

    public ChampionFile {
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(document, "document");
    }

    /** The champion's document without an elapsed time or a yardstick match. */
    public static NetworkDocument document(RunId runId, long seed, Instant createdAt, ChampionEvaluation evaluation) {
        return document(runId, seed, createdAt, evaluation, OptionalDouble.empty(), Optional.empty());
    }

    /**
     * The champion's document: its network and the metadata described in the class comment.
     *
     * @param elapsedSeconds the run's wall-clock seconds at this champion, if known
     * @param yardstick      its yardstick match, if it played one
     */
    public static NetworkDocument document(RunId runId, long seed, Instant createdAt, ChampionEvaluation evaluation,
                                           OptionalDouble elapsedSeconds, Optional<YardstickResult> yardstick) {
        Champion champion = evaluation.champion();
        Map<String, Object> metadata = new LinkedHashMap<>();
        metadata.put(NetworkDocument.GENERATION, (long) champion.generation());
        metadata.put(NetworkDocument.FITNESS, champion.points());
        champion.island().ifPresent(island -> metadata.put(ISLAND, (long) island));
        OptionalDouble meanOfMeans = evaluation.meanOfMeans();
        if (meanOfMeans.isPresent()) {
            metadata.put(NetworkDocument.MEAN_OF_MEANS, meanOfMeans.getAsDouble());
        }
        metadata.put(NetworkDocument.RUN_ID, runId.value());
        metadata.put(NetworkDocument.SEED, seed);
        metadata.put(NetworkDocument.CREATED_AT, createdAt.toString());
        elapsedSeconds.ifPresent(seconds -> metadata.put(ELAPSED_SECONDS, seconds));
        evaluation.baselineScores().forEach((name, score) -> metadata.put(BASELINE_PREFIX + name, score));
        yardstick.ifPresent(result -> putYardstick(metadata, result));
        return new NetworkDocument(champion.network(), metadata);
    }

    /** {@code document} with {@code result} as its yardstick match (replacing any it had). */
    public static NetworkDocument withYardstick(NetworkDocument document, YardstickResult result) {
        Map<String, Object> metadata = new LinkedHashMap<>(document.metadata());
        YARDSTICK_KEYS.forEach(metadata::remove);
        putYardstick(metadata, result);
        return new NetworkDocument(document.network(), metadata);
    }

    private static void putYardstick(Map<String, Object> metadata, YardstickResult result) {
        metadata.put(YARDSTICK, result.player());
        metadata.put(YARDSTICK_SCORE, result.score());
        metadata.put(YARDSTICK_SCORE_LOW, result.scoreLow());
        metadata.put(YARDSTICK_SCORE_HIGH, result.scoreHigh());
        metadata.put(YARDSTICK_WINS, (long) result.wins());
        metadata.put(YARDSTICK_DRAWS, (long) result.draws());
        metadata.put(YARDSTICK_LOSSES, (long) result.losses());
        // JSON has no infinity: an Elo figure after every game won or lost is left out.
        putFinite(metadata, YARDSTICK_ELO, result.elo());
        putFinite(metadata, YARDSTICK_ELO_LOW, result.eloLow());
        putFinite(metadata, YARDSTICK_ELO_HIGH, result.eloHigh());
    }

    private static void putFinite(Map<String, Object> metadata, String key, double value) {
        if (Double.isFinite(value)) {
            metadata.put(key, value);
        }
    }

    /**
     * A champion file just written, with its text: the store keeps the same text, so the
     * document is formatted once.
     *
     * @param file the file
     * @param text its content, as {@link NetworkFile#format} made it
     */
    public record Written(ChampionFile file, String text) {
        public Written {
            Objects.requireNonNull(file, "file");
            Objects.requireNonNull(text, "text");
        }
    }

    /** Writes {@code document} as the champion of {@code generation}, atomically; returns the file and its text. */
    public static Written write(Path runDirectory, int generation, NetworkDocument document) throws IOException {
        RunLayout layout = RunLayout.of(runDirectory);
        Path file = layout.champion(generation);
        layout.tree().createDirectories(file.getParent());
        String text = NetworkFile.format(document);
        layout.tree().writeString(file, text);
        return new Written(new ChampionFile(file, document), text);
    }

    /** How many champion files a run directory holds (their names only: none is read). */
    public static int count(Path runDirectory) throws IOException {
        Path directory = RunLayout.of(runDirectory).champions();
        if (!Files.isDirectory(directory)) {
            return 0;
        }
        int count = 0;
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(directory)) {
            for (Path file : stream) {
                if (RunLayout.championGeneration(file).isPresent()) {
                    count++;
                }
            }
        }
        return count;
    }

    /** The champion file of {@code generation} in {@code runDirectory}; IOException naming it if it cannot be read. */
    public static ChampionFile read(Path runDirectory, int generation) throws IOException {
        Path file = RunLayout.of(runDirectory).champion(generation);
        return new ChampionFile(file, NetworkFile.read(file));
    }

    /**
     * Every champion file of a run directory, by generation (none if there is no
     * {@code champions/} directory). Other files there are ignored.
     *
     * @throws IOException naming the file if one cannot be read or its generation does not match its name
     */
    public static List<ChampionFile> readAll(Path runDirectory) throws IOException {
        return readEach(runDirectory, ChampionFile::read, null);
    }

    /**
     * Like {@link #readAll(Path)}, but a file that cannot be read is passed over, its error (which
     * names it) added to {@code problems}: for pages that show what can be read of a damaged run.
     */
    public static List<ChampionFile> readAll(Path runDirectory, List<String> problems) throws IOException {
        return readEach(runDirectory, ChampionFile::read, Objects.requireNonNull(problems));
    }

    /** What to say of a champion file that cannot be read: the file and why, once. */
    public static String unreadable(Path file, Exception e) {
        String why = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        return why.contains(file.toString()) ? "champion file " + why : "champion file " + file + " cannot be read: " + why;
    }

    /** The champion files of a run directory (none read), by generation; other files there are left out. */
    public static List<Path> paths(Path runDirectory) throws IOException {
        Path directory = RunLayout.of(runDirectory).champions();
        List<Path> files = new ArrayList<>();
        if (!Files.isDirectory(directory)) {
            return List.of();
        }
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(directory)) {
            for (Path file : stream) {
                if (RunLayout.championGeneration(file).isPresent() && Files.isRegularFile(file)) {
                    files.add(file);
                }
            }
        }
        files.sort(Comparator.comparingInt(f -> RunLayout.championGeneration(f).getAsInt()));
        return List.copyOf(files);
    }

    /**
     * The champion file {@code file}, whose name says its generation.
     *
     * @throws IOException naming the file if it cannot be read or its generation does not match its name
     */
    public static ChampionFile read(Path file) throws IOException {
        ChampionFile champion = new ChampionFile(file, NetworkFile.read(file));
        checkNamed(file, champion.generation());
        return champion;
    }

    /** The generation in the metadata; IllegalArgumentException naming the file if it is missing. */
    public int generation() {
        return fields().generation();
    }

    /** The champion: network, generation and points ({@code fitness}). */
    public Champion champion() {
        return new Champion(generation(), document.network(), fields().number(NetworkDocument.FITNESS).doubleValue(), island());
    }

    /** The figures the metadata holds, as the store would list them. */
    public ChampionSummary summary() {
        return fields().summary();
    }

    /** The champion's island in a run with islands; empty for other runs' champions. */
    public OptionalInt island() {
        return fields().island();
    }

    /** The yardstick match in the metadata, if any; IllegalArgumentException naming the file if it is incomplete. */
    public Optional<YardstickResult> yardstick() {
        return fields().yardstick();
    }

    /**
     * The run's elapsed seconds at its latest champion that has them (as {@code ChampionRecorder}
     * goes on from), 0 if none has: read from the metadata alone, newest first, so a long run reads
     * one file. A file that cannot be read is passed over; opening the run's recorder sets it aside.
     *
     * @throws IOException if the champions directory cannot be listed
     */
    public static double latestElapsedSeconds(Path runDirectory) throws IOException {
        for (Path file : paths(runDirectory).reversed()) {
            try {
                OptionalDouble seconds = new Fields(file, NetworkFile.readMetadata(file)).summary().elapsedSeconds();
                if (seconds.isPresent()) {
                    return seconds.getAsDouble();
                }
            } catch (IOException | IllegalArgumentException unreadable) {
                // the next older one
            }
        }
        return 0;
    }

    /**
     * Every champion's figures in a run directory's champion files, by generation, read from their
     * metadata alone ({@link NetworkFile#readMetadata}): the same as {@link #readAll}'s
     * {@link #summary()}s, many times quicker for a long run, since no network is parsed.
     *
     * @throws IOException naming the file if one cannot be read or its generation does not match its name
     */
    public static List<ChampionSummary> readSummaries(Path runDirectory) throws IOException {
        return readEach(runDirectory, ChampionFile::summary, null);
    }

    /**
     * Like {@link #readSummaries(Path)}, but a file that cannot be read is passed over, its error
     * (which names it) added to {@code problems}.
     */
    public static List<ChampionSummary> readSummaries(Path runDirectory, List<String> problems) throws IOException {
        return readEach(runDirectory, ChampionFile::summary, Objects.requireNonNull(problems));
    }

    /** How one champion file is read: whole, or its metadata alone. */
    private interface FileReader<T> {
        T read(Path file) throws IOException;
    }

    /**
     * The one loop over a run's champion files, by generation: each read by {@code reader}; one
     * that cannot be read stops it ({@code problems} null) or is passed over, its error added to
     * {@code problems}.
     */
    private static <T> List<T> readEach(Path runDirectory, FileReader<T> reader, List<String> problems) throws IOException {
        List<T> read = new ArrayList<>();
        for (Path file : paths(runDirectory)) {
            try {
                read.add(reader.read(file));
            } catch (IOException | IllegalArgumentException e) {
                if (problems == null) {
                    throw e;
                }
                problems.add(unreadable(file, e));
            }
        }
        return List.copyOf(read);
    }

    private static ChampionSummary summary(Path file) throws IOException {
        Fields fields = new Fields(file, NetworkFile.readMetadata(file));
        checkNamed(file, fields.generation());
        return fields.summary();
    }

    /** Refuses a champion file whose metadata's generation is not the one its name says, if its name says one. */
    private static void checkNamed(Path file, int generation) throws NetworkFileException {
        OptionalInt named = RunLayout.championGeneration(file);
        if (named.isPresent() && generation != named.getAsInt()) {
            throw new NetworkFileException(file + ": metadata.generation is " + generation
                    + " but the file name says " + named.getAsInt());
        }
    }

    private Fields fields() {
        return new Fields(path, document.metadata());
    }

    /** A champion file's metadata, read into figures; each error names the file and the key. */
    private record Fields(Path path, Map<String, Object> metadata) {
        int generation() {
            return Math.toIntExact(number(NetworkDocument.GENERATION).longValue());
        }

        ChampionSummary summary() {
            Object runId = metadata.get(NetworkDocument.RUN_ID);
            if (!(runId instanceof String id)) {
                throw new IllegalArgumentException(path + ": metadata.runId is missing or not a string");
            }
            Object meanOfMeans = metadata.get(NetworkDocument.MEAN_OF_MEANS);
            Map<String, Double> baselines = new LinkedHashMap<>();
            metadata.forEach((key, value) -> {
                if (key.startsWith(BASELINE_PREFIX)) {
                    baselines.put(key.substring(BASELINE_PREFIX.length()), number(key).doubleValue());
                }
            });
            return new ChampionSummary(RunId.of(id), generation(), number(NetworkDocument.FITNESS).doubleValue(),
                    meanOfMeans == null ? OptionalDouble.empty() : OptionalDouble.of(number(NetworkDocument.MEAN_OF_MEANS).doubleValue()),
                    baselines,
                    metadata.containsKey(ELAPSED_SECONDS) ? OptionalDouble.of(number(ELAPSED_SECONDS).doubleValue())
                            : OptionalDouble.empty(),
                    yardstick(), island());
        }

        OptionalInt island() {
            Object island = metadata.get(ISLAND);
            if (island == null) {
                return OptionalInt.empty();
            }
            if (!(island instanceof Long index) || index < 0 || index > Integer.MAX_VALUE) {
                throw new IllegalArgumentException(path + ": metadata." + ISLAND + " is not an island number (0 or more)");
            }
            return OptionalInt.of(index.intValue());
        }

        Optional<YardstickResult> yardstick() {
            Object player = metadata.get(YARDSTICK);
            if (player == null) {
                return Optional.empty();
            }
            if (!(player instanceof String name)) {
                throw new IllegalArgumentException(path + ": metadata." + YARDSTICK + " is not a string");
            }
            try {
                return Optional.of(new YardstickResult(name, count(YARDSTICK_WINS), count(YARDSTICK_DRAWS), count(YARDSTICK_LOSSES)));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(e.getMessage().startsWith(path.toString()) ? e.getMessage()
                        : path + ": metadata." + YARDSTICK + ": " + e.getMessage(), e);
            }
        }

        private int count(String key) {
            Object value = metadata.get(key);
            if (!(value instanceof Long count) || count < 0 || count > Integer.MAX_VALUE) {
                throw new IllegalArgumentException(path + ": metadata." + key + " is " + (value == null ? "missing"
                        : "not a whole number of games"));
            }
            return count.intValue();
        }

        Number number(String key) {
            Object value = metadata.get(key);
            if (!(value instanceof Number number)) {
                throw new IllegalArgumentException(path + ": metadata." + key + " is " + (value == null ? "missing" : "not a number"));
            }
            return number;
        }
    }
}
