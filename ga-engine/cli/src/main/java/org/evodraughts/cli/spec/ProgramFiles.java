package org.evodraughts.cli.spec;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.zip.CRC32;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * The files beside this program's classes, read straight from its jar or its classes directory.
 * Not through the class loader: its search asks the JDK's own loaders first, whose first look into
 * the JDK's module image took 6–8 ms of a start-up that reads one file of 1–10 KB.
 */
final class ProgramFiles implements AutoCloseable {
    private final Path directory;
    private final ZipFile jar;

    private ProgramFiles(Path directory, ZipFile jar) {
        this.directory = directory;
        this.jar = jar;
    }

    /** The files where {@code type}'s class came from. */
    static ProgramFiles of(Class<?> type) throws IOException {
        CodeSource source = type.getProtectionDomain().getCodeSource();
        if (source == null) {
            throw new IOException("no code source for " + type.getName());
        }
        Path location;
        try {
            location = Path.of(source.getLocation().toURI());
        } catch (URISyntaxException | IllegalArgumentException e) {
            throw new IOException(e);
        }
        return at(location);
    }

    /** The files in {@code location}, a directory or a jar. */
    static ProgramFiles at(Path location) throws IOException {
        return Files.isDirectory(location) ? new ProgramFiles(location, null) : new ProgramFiles(null, new ZipFile(location.toFile()));
    }

    /** The file {@code name} ({@code a/b/c.ext}), or null where there is none. */
    byte[] read(String name) throws IOException {
        if (jar == null) {
            Path file = directory.resolve(name);
            return Files.isRegularFile(file) ? Files.readAllBytes(file) : null;
        }
        ZipEntry entry = jar.getEntry(name);
        if (entry == null) {
            return null;
        }
        try (var in = jar.getInputStream(entry)) {
            return in.readAllBytes();
        }
    }

    /** The CRC-32 of the class file of {@code className} here, or −1 where there is none. */
    long classCrc(String className) throws IOException {
        byte[] bytes = read(className.replace('.', '/').concat(".class"));
        if (bytes == null) {
            return -1;
        }
        CRC32 crc = new CRC32();
        crc.update(bytes);
        return crc.getValue();
    }

    @Override
    public void close() throws IOException {
        if (jar != null) {
            jar.close();
        }
    }
}
