package org.evodraughts.ga.work;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;
import java.util.zip.ZipException;
import org.evodraughts.files.OwnTree;
import org.evodraughts.files.TextFiles;
import org.evodraughts.network.JsonErrors;

/**
 * A run's work trace on disk ({@code work-trace.jsonl} in its directory): one JSON line a
 * generation, {@code {"generation":G,"threads":T,"wallNanos":N,"cpuNanos":N,"javaCpuNanos":N,"batches":
 * [{"pool":"run","island":I,"spanNanos":N,"taskNanos":[N,…],"taskCpuNanos":[N,…],"sharedRuns":[…]},…],
 * "islands":[{"island":I,"wallNanos":N,"cpuNanos":N},…]}}. A line is appended whole after its
 * generation is done; a torn last line (a killed run) is skipped on reading. Lines of older
 * traces, without islands, read as the run's batches alone. A trace kept gzipped (as
 * {@code examples/arms/wide/work-trace.jsonl.gz} is) reads as it is. Stateless.
 */
public final class WorkTraceFile {
    private static final ObjectMapper JSON = JsonMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .build();

    private WorkTraceFile() {}

    /** Appends {@code work} as one line; a link, or another user's file, in {@code file}'s place is refused ({@link OwnTree}). */
    public static void append(Path file, GenerationWork work) throws IOException {
        Path absolute = file.toAbsolutePath();
        OwnTree.of(absolute.getParent()).append(absolute, (JSON.writeValueAsString(work) + "\n").getBytes(StandardCharsets.UTF_8));
    }

    /**
     * The generations of {@code file}, in order; a gzipped file is read through gzip.
     *
     * @throws IOException              if it cannot be read
     * @throws IllegalArgumentException naming the line, if a line other than a torn last one is not a generation's work
     */
    public static List<GenerationWork> read(Path file) throws IOException {
        byte[] bytes = TextFiles.readBytes(file, "work trace");
        String text = TextFiles.decode(isGzip(bytes) ? gunzip(bytes, file) : bytes, file, "work trace");
        String[] lines = text.split("\n", -1);
        List<GenerationWork> work = new ArrayList<>();
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].isBlank()) {
                continue;
            }
            try {
                ObjectNode line = (ObjectNode) JSON.readTree(lines[i]);
                if (!line.has("javaCpuNanos")) {
                    // Recorded before the field: all CPU time outside the tasks is counted serial.
                    line.set("javaCpuNanos", line.get("cpuNanos"));
                }
                if (line.get("batches") instanceof ArrayNode batches) {
                    for (JsonNode batch : batches) {
                        if (batch instanceof ObjectNode b && !b.has("island")) {
                            // Recorded before islands ran side by side: the run's thread waited for every batch.
                            b.put("island", GenerationWork.RUN);
                        }
                    }
                }
                work.add(JSON.treeToValue(line, GenerationWork.class));
            } catch (JsonProcessingException | IllegalArgumentException | ClassCastException e) {
                boolean tornLast = i == lines.length - 1 && !text.endsWith("\n");
                if (!tornLast) {
                    throw new IllegalArgumentException(file + " line " + (i + 1) + " is not a generation's work"
                            + message(e));
                }
            }
        }
        if (work.isEmpty()) {
            throw new IllegalArgumentException(file + " holds no generation's work");
        }
        try {
            long total = 0;
            for (GenerationWork generation : work) {
                total = Math.addExact(total, generation.allNanos());
            }
        } catch (ArithmeticException e) {
            throw new IllegalArgumentException(file + ": its times add up to more than can be counted (292 years); "
                    + "it is no run's trace");
        }
        return work;
    }

    private static boolean isGzip(byte[] bytes) {
        return bytes.length >= 2 && (bytes[0] & 0xff) == 0x1f && (bytes[1] & 0xff) == 0x8b; // gzip's magic number
    }

    private static byte[] gunzip(byte[] bytes, Path file) throws IOException {
        try (InputStream in = new GZIPInputStream(new ByteArrayInputStream(bytes))) {
            byte[] text = in.readNBytes(Math.toIntExact(TextFiles.MAX_BYTES) + 1);
            if (text.length > TextFiles.MAX_BYTES) {
                throw new IOException("work trace " + file + " unpacks to more than " + (TextFiles.MAX_BYTES >> 20)
                        + " MiB; it cannot be one");
            }
            return text;
        } catch (ZipException | EOFException e) {
            throw new IOException("work trace " + file + " is a damaged gzip file (" + e.getMessage() + ")", e);
        }
    }

    private static String message(Exception e) {
        // A value a record refused (threads 0, a negative time): its own words, not Jackson's
        // "Cannot construct instance of `org.evodraughts.ga.work.GenerationWork`, problem: …".
        for (Throwable cause = e; cause != null; cause = cause.getCause()) {
            if (cause instanceof IllegalArgumentException refused) {
                return ": " + refused.getMessage();
            }
        }
        return e instanceof JsonProcessingException json ? JsonErrors.describe(json) : ": " + e.getMessage();
    }
}
