package org.evodraughts.storage;

import org.evodraughts.run.RunId;

import org.evodraughts.storage.records.ChampionRecord;
import org.evodraughts.storage.records.ChampionSummary;
import org.evodraughts.storage.records.GameRecord;
import org.evodraughts.storage.records.GameResult;
import org.evodraughts.storage.records.GenerationRecord;
import org.evodraughts.storage.records.RunRecord;
import org.evodraughts.storage.records.YardstickResult;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/** Records with awkward values (every kind of double, keys out of alphabetical order) for round trips. */
public final class Samples {
    public static final Instant START = Instant.parse("2026-11-21T10:15:30.123Z");

    /** Finite doubles that are easy to get wrong: signed zero, subnormals, extremes, non-terminating binaries. */
    public static final double[] AWKWARD_FINITE = {
            -0.0, 0.0, Double.MIN_VALUE, -Double.MIN_VALUE, Double.MIN_NORMAL, Math.nextDown(Double.MIN_NORMAL),
            Double.MAX_VALUE, -Double.MAX_VALUE, 0.1, 1.0 / 3, -2.0 / 3, 1e-300, 123456789.123456789, Math.PI, 1.0, 2.0};

    private Samples() {
    }

    /** {@code count} finite doubles of random bit patterns (so every exponent occurs), then the awkward ones. */
    public static double[] finiteDoubles(long seed, int count) {
        SplittableRandom random = new SplittableRandom(seed);
        double[] values = new double[count + AWKWARD_FINITE.length];
        for (int i = 0; i < count; i++) {
            double value;
            do {
                value = Double.longBitsToDouble(random.nextLong());
            } while (!Double.isFinite(value));
            values[i] = value;
        }
        System.arraycopy(AWKWARD_FINITE, 0, values, count, AWKWARD_FINITE.length);
        return values;
    }

    /** Finite doubles plus infinities and NaNs, one with a payload (genes are stored as raw bits). */
    public static double[] anyDoubles(long seed, int count) {
        double[] finite = finiteDoubles(seed, count);
        double[] values = new double[finite.length + 4];
        System.arraycopy(finite, 0, values, 0, finite.length);
        values[finite.length] = Double.POSITIVE_INFINITY;
        values[finite.length + 1] = Double.NEGATIVE_INFINITY;
        values[finite.length + 2] = Double.NaN;
        values[finite.length + 3] = Double.longBitsToDouble(0x7ff8_0000_0000_1234L);
        return values;
    }

    public static RunRecord run(RunId runId) {
        Map<String, Object> config = new LinkedHashMap<>();
        config.put("populationSize", 30);
        config.put("mutationRate", 0.1);
        config.put("layers", List.of(32, 40, 10, 1));
        config.put("name", "défaut");
        config.put("adaptive", true);
        return RunRecord.started(runId, config, 0x5eed_5eed_5eed_5eedL, START);
    }

    public static GenerationRecord generation(RunId runId, int generation, int populationSize) {
        List<double[][]> population = new ArrayList<>();
        for (int i = 0; i < populationSize; i++) {
            long seed = generation * 1000L + i;
            population.add(new double[][] {anyDoubles(seed, 40), finiteDoubles(seed + 500, 10), {i}});
        }
        double[] scores = new double[populationSize];
        double[] pool = anyDoubles(generation, populationSize);
        System.arraycopy(pool, pool.length - populationSize, scores, 0, populationSize);
        return new GenerationRecord(runId, generation, population, scores);
    }

    /** A network-like JSON document whose keys are not in alphabetical order and whose weights are awkward doubles. */
    public static String networkJson(long seed) {
        String weights = join(finiteDoubles(seed, 60));
        String biases = join(finiteDoubles(seed + 1, 5));
        return """
                {"zeta": "evodraughts-network", "version": 1,
                 "layers": [{"size": 32, "weights": [%s]}, {"size": 1, "biases": [%s], "activation": "tanh"}],
                 "alpha": {"y": -0.0, "b": null, "a": true, "kingValue": 1.4}, "big": 12345678901234}
                """.formatted(weights, biases);
    }

    public static ChampionRecord champion(RunId runId, int generation, double points, OptionalDouble meanOfMeans) {
        Map<String, Double> baselines = new LinkedHashMap<>();
        baselines.put("random", 0.95);
        baselines.put("greedy.v2", -0.0);
        baselines.put("$minimax-4", 1.0 / 3);
        return new ChampionRecord(runId, generation, networkJson(generation), points, meanOfMeans, baselines);
    }

    /** A champion that played a yardstick match of 40 games, found 1234.5 s into its run. */
    public static ChampionRecord measuredChampion(RunId runId, int generation) {
        ChampionRecord plain = champion(runId, generation, 7, OptionalDouble.of(0.25));
        return ChampionRecord.of(new ChampionSummary(runId, generation, plain.points(), plain.meanOfMeans(),
                plain.baselineScores(), OptionalDouble.of(1234.5), Optional.of(new YardstickResult("heuristic:4", 15, 3, 22))),
                plain.networkJson());
    }

    public static GameRecord game(RunId runId, int generation, int game) {
        String pdn = """
                [Event "champion %d evaluation"]
                [Black "champion-%d"]
                [White "greedy"]
                [Result "1-0"]

                1. 11-15 23-19 2. 8-11 22-17 1-0
                """.formatted(generation, generation);
        return new GameRecord(runId, generation, game, "champion-" + generation, "greedy — ü", GameResult.BLACK_WIN, pdn);
    }

    public static String join(double[] values) {
        StringBuilder text = new StringBuilder();
        for (double value : values) {
            if (!text.isEmpty()) {
                text.append(", ");
            }
            text.append(value);
        }
        return text.toString();
    }

    private static final Pattern NUMBER = Pattern.compile("-?\\d+(?:\\.\\d+)?(?:[eE][+-]?\\d+)?");
    private static final Pattern KEY = Pattern.compile("\"([^\"]*)\"\\s*:");

    /**
     * The raw bits of every number in a JSON text with no numbers inside strings, in order, read
     * with Double.parseDouble (independently of the BSON library under test).
     */
    public static List<Long> numberBits(String json) {
        String withoutStrings = json.replaceAll("\"(?:[^\"\\\\]|\\\\.)*\"", "\"\"");
        List<Long> bits = new ArrayList<>();
        Matcher matcher = NUMBER.matcher(withoutStrings);
        while (matcher.find()) {
            bits.add(Double.doubleToRawLongBits(Double.parseDouble(matcher.group())));
        }
        return bits;
    }

    /** Every object key in a JSON text, in order of appearance. */
    public static String keys(String json) {
        return KEY.matcher(json).results().map(m -> m.group(1)).collect(Collectors.joining(","));
    }
}
